import type {
  CreateClassroomBody,
  UpdateClassroomBody,
} from '@school/domain/attendance/contracts/staff-attendance';
import * as staffAttendanceApi from '@school/domain/attendance/contracts/staff-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { attendanceKeys } from '../../api/attendance-keys';

export type SaveClassroom =
  | { id: null; body: CreateClassroomBody }
  | { id: string; body: UpdateClassroomBody };

/** Creates a classroom, or changes one (on the version read). */
export async function saveClassroom(save: SaveClassroom) {
  return save.id === null
    ? call(staffAttendanceApi.createClassroom, { body: save.body })
    : call(staffAttendanceApi.changeClassroom, { params: { id: save.id }, body: save.body });
}

export function useSaveClassroom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveClassroom,
    onSettled: () => queryClient.invalidateQueries({ queryKey: attendanceKeys.staff.classrooms }),
  });
}
