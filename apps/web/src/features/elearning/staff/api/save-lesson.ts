import * as staffElearningApi from '@school/domain/elearning/contracts/staff-endpoints';
import type { CreateLessonBody, UpdateLessonBody } from '@school/domain/elearning/contracts/staff-lessons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { elearningKeys } from '../../api/elearning-keys';

export type SaveLessonInput = { id: null; body: CreateLessonBody } | { id: string; body: UpdateLessonBody };

/** Creates a lesson, or changes one (on the version read). */
export async function saveLesson(save: SaveLessonInput) {
  return save.id === null
    ? call(staffElearningApi.createLesson, { body: save.body })
    : call(staffElearningApi.changeLesson, { params: { id: save.id }, body: save.body });
}

export function useSaveLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLesson,
    onSettled: () => queryClient.invalidateQueries({ queryKey: elearningKeys.staff.lessons }),
  });
}
