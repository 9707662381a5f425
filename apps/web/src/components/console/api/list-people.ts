import * as staffApi from '@school/domain/staff/contracts/staff-endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { staffKeys } from '../query-keys';

/** One page of people (search, category, blocked, roleClaim, sort, dir, page). */
export const listPeople = (params: Record<string, string>, signal?: AbortSignal) =>
  call(staffApi.listPeople, { query: params, signal });

export function usePeople(params: Record<string, string>) {
  return useQuery({
    queryKey: [...staffKeys.people, 'list', params],
    queryFn: ({ signal }) => listPeople(params, signal),
    placeholderData: keepPreviousData,
  });
}
