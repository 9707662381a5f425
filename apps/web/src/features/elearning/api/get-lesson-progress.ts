import * as elearningApi from '@school/domain/elearning/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** Where the student stopped, read afresh on opening. */
export const getLessonProgress = (lessonId: string, signal?: AbortSignal) =>
  call(elearningApi.getProgress, { params: { id: lessonId }, signal });

export const lessonProgressQueryOptions = (lessonId: string) =>
  queryOptions({
    queryKey: ['elearning', 'progress', lessonId],
    queryFn: ({ signal }) => getLessonProgress(lessonId, signal),
    // Another device may have moved on since: read it each time the lesson opens.
    staleTime: 0,
    gcTime: 0,
  });

export function useLessonProgress(lessonId: string) {
  return useQuery(lessonProgressQueryOptions(lessonId));
}
