import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { elearningKeys } from '../../api/elearning-keys';

/** `DELETE /api/staff/lessons/:id?version=…` (on the version read). */
export function deleteLesson(lesson: { id: string; version: string }) {
  return api.delete(
    `/api/staff/lessons/${encodeURIComponent(lesson.id)}?version=${encodeURIComponent(lesson.version)}`,
  );
}

export function useDeleteLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLesson,
    onSettled: () => queryClient.invalidateQueries({ queryKey: elearningKeys.staff.lessons }),
  });
}
