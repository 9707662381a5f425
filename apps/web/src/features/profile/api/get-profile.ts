import * as profileApi from '@school/domain/profile/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const PROFILE_QUERY_KEY = ['profile'] as const;

/** The signed-in user's profile. */
export const getProfile = (signal?: AbortSignal) => call(profileApi.getProfile, { signal });

export const profileQueryOptions = queryOptions({
  queryKey: PROFILE_QUERY_KEY,
  queryFn: ({ signal }) => getProfile(signal),
});

export function useProfile(options: { enabled?: boolean } = {}) {
  return useQuery({ ...profileQueryOptions, enabled: options.enabled ?? true });
}
