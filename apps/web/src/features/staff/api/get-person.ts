import * as staffApi from '@school/domain/staff/contracts/staff-endpoints';
import { useQuery } from '@tanstack/react-query';
import { staffKeys } from '../../../components/console/query-keys';
import { call } from '../../../lib/api-client';

export const personQueryKey = (id: string) => [...staffKeys.people, 'person', id] as const;

/** The account, its enrolments with their flags, the versions. */
export const getPerson = (id: string, signal?: AbortSignal) =>
  call(staffApi.getPerson, { params: { id }, signal });

export function usePerson(id: string) {
  return useQuery({ queryKey: personQueryKey(id), queryFn: ({ signal }) => getPerson(id, signal) });
}
