import * as thesisApi from '@school/domain/thesis/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { thesisKeys } from './thesis-keys';

/** The exams of the course's thesis flags and the one opened by itself. */
export const listExams = (signal?: AbortSignal) => call(thesisApi.listExams, { signal });

export const examsQueryOptions = queryOptions({
  queryKey: thesisKeys.exams,
  queryFn: ({ signal }) => listExams(signal),
});

export function useExams() {
  return useQuery(examsQueryOptions);
}
