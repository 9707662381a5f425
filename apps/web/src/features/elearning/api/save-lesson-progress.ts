import {
  type GetLessonProgressResponse,
  GetLessonProgressResponseSchema,
  type SaveLessonProgressBody,
} from '@school/domain/elearning/contracts/lessons';
import { api } from '../../../lib/api-client';

/**
 * `PUT /api/elearning/lessons/:id/progress`. `keepalive` for the last save while the page goes
 * away (the request outlives it).
 */
export async function saveLessonProgress(
  lessonId: string,
  body: SaveLessonProgressBody,
  options: { keepalive?: boolean } = {},
): Promise<GetLessonProgressResponse> {
  return GetLessonProgressResponseSchema.parse(
    await api.put<unknown>(`/api/elearning/lessons/${encodeURIComponent(lessonId)}/progress`, body, options),
  );
}
