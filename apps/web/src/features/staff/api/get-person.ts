import { type GetPersonResponse, GetPersonResponseSchema } from '@school/domain/staff/contracts/people';
import { useQuery } from '@tanstack/react-query';
import { staffKeys } from '../../../components/console/query-keys';
import { api } from '../../../lib/api-client';

export const personQueryKey = (id: string) => [...staffKeys.people, 'person', id] as const;

/** `GET /api/staff/people/:id`: the account, its enrolments with their flags, the versions. */
export async function getPerson(id: string, signal?: AbortSignal): Promise<GetPersonResponse> {
  return GetPersonResponseSchema.parse(await api.get<unknown>(`/api/staff/people/${id}`, { signal }));
}

export function usePerson(id: string) {
  return useQuery({ queryKey: personQueryKey(id), queryFn: ({ signal }) => getPerson(id, signal) });
}
