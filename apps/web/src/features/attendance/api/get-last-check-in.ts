import {
  type GetLastCheckInResponse,
  GetLastCheckInResponseSchema,
} from '@school/domain/attendance/contracts/check-in';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { attendanceKeys } from './attendance-keys';

/** `GET /api/attendance/last-check-in`: the check-in of the current hour, if any. */
export async function getLastCheckIn(signal?: AbortSignal): Promise<GetLastCheckInResponse> {
  return GetLastCheckInResponseSchema.parse(
    await api.get<unknown>('/api/attendance/last-check-in', { signal }),
  );
}

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
