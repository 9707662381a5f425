import type { GetMeResponse, Me } from '@school/domain/auth/contracts/get-me';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from './api-client';
import { ME_QUERY_KEY } from './session-cache';

/** `GET /api/me`: the signed-in user, or null for a visitor. */
export function getMe(signal?: AbortSignal): Promise<GetMeResponse> {
  // Not parsed with the schema here: this call is on the home page's critical path.
  return api.get<GetMeResponse>('/api/me', { signal });
}

export const meQueryOptions = queryOptions({
  queryKey: ME_QUERY_KEY,
  queryFn: ({ signal }) => getMe(signal),
  staleTime: 60_000,
  // Asked even offline: the service worker may answer with its copy (the offline badge, decision 37).
  networkMode: 'offlineFirst',
  // Offline with no copy, it fails at once (a visitor's pages) instead of waiting for the network.
  retry: (failures, error) =>
    navigator.onLine !== false &&
    failures < 2 &&
    !(error instanceof ApiError && error.status >= 400 && error.status < 500),
});

export function useMe() {
  return useQuery(meQueryOptions);
}

/** The signed-in user (null for visitors and while loading). */
export function useCurrentUser(): Me | null {
  return useMe().data?.user ?? null;
}
