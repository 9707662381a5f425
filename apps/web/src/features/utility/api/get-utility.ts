import * as utilityApi from '@school/domain/utility/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, call } from '../../../lib/api-client';
import { utilityKeys } from './utility-keys';

/** The badge's number, the PIN, the lockers and the books. */
export const getUtility = (signal?: AbortSignal) => call(utilityApi.getUtility, { signal });

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
