import { type ListPeopleResponse, ListPeopleResponseSchema } from '@school/domain/staff/contracts/people';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { staffKeys } from '../query-keys';

/** `GET /api/staff/people?search=&category=&blocked=&roleClaim=&sort=&dir=&page=`: one page of people. */
export async function listPeople(
  params: Record<string, string>,
  signal?: AbortSignal,
): Promise<ListPeopleResponse> {
  const query = new URLSearchParams(params).toString();
  return ListPeopleResponseSchema.parse(
    await api.get<unknown>(`/api/staff/people${query ? `?${query}` : ''}`, { signal }),
  );
}

export function usePeople(params: Record<string, string>) {
  return useQuery({
    queryKey: [...staffKeys.people, 'list', params],
    queryFn: ({ signal }) => listPeople(params, signal),
    placeholderData: keepPreviousData,
  });
}
