import { type Profile, ProfileSchema } from '@school/domain/profile/contracts/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const PROFILE_QUERY_KEY = ['profile'] as const;

/** `GET /api/profile`. */
export async function getProfile(signal?: AbortSignal): Promise<Profile> {
  return ProfileSchema.parse(await api.get<unknown>('/api/profile', { signal }));
}

export const profileQueryOptions = queryOptions({
  queryKey: PROFILE_QUERY_KEY,
  queryFn: ({ signal }) => getProfile(signal),
});

export function useProfile(options: { enabled?: boolean } = {}) {
  return useQuery({ ...profileQueryOptions, enabled: options.enabled ?? true });
}
