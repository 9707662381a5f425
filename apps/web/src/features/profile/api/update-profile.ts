import * as profileApi from '@school/domain/profile/contracts/endpoints';
import type { UpdateProfileBody } from '@school/domain/profile/contracts/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { PROFILE_QUERY_KEY } from './get-profile';

/** Saves the whole form; answers the stored profile. */
export const updateProfile = (body: UpdateProfileBody) => call(profileApi.saveProfile, { body });

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
