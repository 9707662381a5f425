import {
  type CreateLessonBody,
  type StaffLesson,
  StaffLessonSchema,
  type UpdateLessonBody,
} from '@school/domain/elearning/contracts/staff-lessons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { elearningKeys } from '../../api/elearning-keys';

export type SaveLessonInput = { id: null; body: CreateLessonBody } | { id: string; body: UpdateLessonBody };

/** `POST /api/staff/lessons` or `PUT /api/staff/lessons/:id` (on the version read). */
export async function saveLesson(save: SaveLessonInput): Promise<StaffLesson> {
  return StaffLessonSchema.parse(
    save.id === null
      ? await api.post<unknown>('/api/staff/lessons', save.body)
      : await api.put<unknown>(`/api/staff/lessons/${encodeURIComponent(save.id)}`, save.body),
  );
}

export function useSaveLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLesson,
    onSettled: () => queryClient.invalidateQueries({ queryKey: elearningKeys.staff.lessons }),
  });
}
