import {
  type Profile,
  ProfileSchema,
  type UpdateProfileBody,
} from '@school/domain/profile/contracts/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { PROFILE_QUERY_KEY } from './get-profile';

/** `PUT /api/profile`: saves the whole form; answers the stored profile. */
export async function updateProfile(body: UpdateProfileBody): Promise<Profile> {
  return ProfileSchema.parse(await api.put<unknown>('/api/profile', body));
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(PROFILE_QUERY_KEY, profile);
      // The name in the navbar comes from `me`.
      return queryClient.invalidateQueries({ queryKey: ['me'] });
    },
  });
}
