import * as thesisApi from '@school/domain/thesis/contracts/endpoints';
import type { ExamSlug } from '@school/domain/thesis/contracts/thesis';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { thesisKeys } from './thesis-keys';

/**
 * The exam's thesis (getTesi, setTesi, getCondizioni), made with its dishes on the first read, its
 * conditions (null when missing), totals, budget, lock and files.
 */
export const getThesis = (exam: ExamSlug, signal?: AbortSignal) =>
  call(thesisApi.getThesis, { params: { exam }, signal });

export const thesisQueryOptions = (exam: ExamSlug) =>
  queryOptions({
    queryKey: thesisKeys.thesis(exam),
    queryFn: ({ signal }) => getThesis(exam, signal),
  });

export function useThesis(exam: ExamSlug) {
  return useQuery(thesisQueryOptions(exam));
}
