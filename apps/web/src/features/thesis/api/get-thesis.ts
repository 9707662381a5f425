import {
  type ExamSlug,
  type ThesisResponse,
  ThesisResponseSchema,
} from '@school/domain/thesis/contracts/thesis';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { thesisKeys } from './thesis-keys';

/**
 * `GET /api/thesis/:exam` (getTesi, setTesi, getCondizioni): the exam's thesis, made with its
 * dishes on the first read, its conditions (null when missing), totals, budget, lock and files.
 */
export async function getThesis(exam: ExamSlug, signal?: AbortSignal): Promise<ThesisResponse> {
  return ThesisResponseSchema.parse(await api.get<unknown>(`/api/thesis/${exam}`, { signal }));
}

export const thesisQueryOptions = (exam: ExamSlug) =>
  queryOptions({
    queryKey: thesisKeys.thesis(exam),
    queryFn: ({ signal }) => getThesis(exam, signal),
  });

export function useThesis(exam: ExamSlug) {
  return useQuery(thesisQueryOptions(exam));
}
