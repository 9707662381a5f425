import {
  type GetLessonProgressResponse,
  GetLessonProgressResponseSchema,
} from '@school/domain/elearning/contracts/lessons';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `GET /api/elearning/lessons/:id/progress`: where the student stopped, read afresh on opening. */
export async function getLessonProgress(
  lessonId: string,
  signal?: AbortSignal,
): Promise<GetLessonProgressResponse> {
  return GetLessonProgressResponseSchema.parse(
    await api.get<unknown>(`/api/elearning/lessons/${encodeURIComponent(lessonId)}/progress`, { signal }),
  );
}

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
