import {
  type CreateLessonBody,
  type ListStaffLessonsResponse,
  ListStaffLessonsResponseSchema,
  StaffLessonSchema,
  type UpdateLessonBody,
} from '@school/domain/elearning/contracts/staff-lessons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

export const LESSONS_QUERY_KEY = ['staff', 'lessons'] as const;

/** `GET /api/staff/lessons`: every e-learning lesson (Didattica). */
export function useStaffLessons() {
  return useQuery({
    queryKey: LESSONS_QUERY_KEY,
    queryFn: async ({ signal }): Promise<ListStaffLessonsResponse> =>
      ListStaffLessonsResponseSchema.parse(await api.get<unknown>('/api/staff/lessons', { signal })),
  });
}

/** `POST /api/staff/lessons` or `PUT /api/staff/lessons/:id` (on the version read). */
export function useSaveLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (save: { id: null; body: CreateLessonBody } | { id: string; body: UpdateLessonBody }) =>
      StaffLessonSchema.parse(
        save.id === null
          ? await api.post<unknown>('/api/staff/lessons', save.body)
          : await api.put<unknown>(`/api/staff/lessons/${encodeURIComponent(save.id)}`, save.body),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: LESSONS_QUERY_KEY }),
  });
}

/** `DELETE /api/staff/lessons/:id?version=…` (on the version read). */
export function useDeleteLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lesson: { id: string; version: string }) =>
      api.delete(
        `/api/staff/lessons/${encodeURIComponent(lesson.id)}?version=${encodeURIComponent(lesson.version)}`,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: LESSONS_QUERY_KEY }),
  });
}
