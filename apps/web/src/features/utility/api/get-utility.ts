import {
  type GetUtilityResponse,
  GetUtilityResponseSchema,
} from '@school/domain/utility/contracts/get-utility';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { utilityKeys } from './utility-keys';

/** `GET /api/utility`: the badge's number, the PIN, the lockers and the books. */
export async function getUtility(signal?: AbortSignal): Promise<GetUtilityResponse> {
  return GetUtilityResponseSchema.parse(await api.get<unknown>('/api/utility', { signal }));
}

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

export const utilityQueryOptions = queryOptions({
  queryKey: utilityKeys.all,
  queryFn: ({ signal }) => getUtility(signal),
  // Asked even offline: the service worker answers with the copy kept for this person.
  networkMode: 'offlineFirst',
  retry: (failures, error) =>
    !isOffline() && failures < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
});

/** `enabled` false: not asked (a person who only opens the doors has no badge to read). */
export function useUtility(enabled = true) {
  return useQuery({ ...utilityQueryOptions, enabled });
}
