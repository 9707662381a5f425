import * as staffElearningApi from '@school/domain/elearning/contracts/staff-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { elearningKeys } from '../../api/elearning-keys';

/** Deletes a lesson (on the version read). */
export const deleteLesson = (lesson: { id: string; version: string }) =>
  call(staffElearningApi.deleteLesson, { params: { id: lesson.id }, query: { version: lesson.version } });

export function useDeleteLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLesson,
    onSettled: () => queryClient.invalidateQueries({ queryKey: elearningKeys.staff.lessons }),
  });
}
