import { type ListExamsResponse, ListExamsResponseSchema } from '@school/domain/thesis/contracts/thesis';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { thesisKeys } from './thesis-keys';

/** `GET /api/thesis/exams`: the exams of the course's thesis flags and the one opened by itself. */
export async function listExams(signal?: AbortSignal): Promise<ListExamsResponse> {
  return ListExamsResponseSchema.parse(await api.get<unknown>('/api/thesis/exams', { signal }));
}

export const examsQueryOptions = queryOptions({
  queryKey: thesisKeys.exams,
  queryFn: ({ signal }) => listExams(signal),
});

export function useExams() {
  return useQuery(examsQueryOptions);
}
