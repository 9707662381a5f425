import * as attendanceApi from '@school/domain/attendance/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { attendanceKeys } from './attendance-keys';

/** The check-in of the current hour, if any. */
export const getLastCheckIn = (signal?: AbortSignal) => call(attendanceApi.lastCheckIn, { signal });

export const lastCheckInQueryOptions = queryOptions({
  queryKey: attendanceKeys.lastCheckIn,
  queryFn: ({ signal }) => getLastCheckIn(signal),
  // Read on every visit of the page: the hour changes.
  staleTime: 0,
  gcTime: 0,
  retry: false,
});

export function useLastCheckIn(enabled = true) {
  return useQuery({ ...lastCheckInQueryOptions, enabled });
}
