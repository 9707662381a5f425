import * as staffDoorsApi from '@school/domain/doors/contracts/staff-endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { doorsKeys } from '../../api/doors-keys';

/** The door log, newest first (filters: door, person, outcome, day; paged). */
export const listDoorOpenings = (params: Record<string, string>, signal?: AbortSignal) =>
  call(staffDoorsApi.listOpenings, { query: params, signal });

export function useDoorOpenings(params: Record<string, string>) {
  return useQuery({
    queryKey: doorsKeys.staff.openings(params),
    queryFn: ({ signal }) => listDoorOpenings(params, signal),
    placeholderData: keepPreviousData,
  });
}
