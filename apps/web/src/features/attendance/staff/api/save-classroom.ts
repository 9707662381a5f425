import {
  type CreateClassroomBody,
  StaffClassroomSchema,
  type UpdateClassroomBody,
} from '@school/domain/attendance/contracts/staff-attendance';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { attendanceKeys } from '../../api/attendance-keys';

export type SaveClassroom =
  | { id: null; body: CreateClassroomBody }
  | { id: string; body: UpdateClassroomBody };

/** `POST /api/staff/classrooms` or `PUT /api/staff/classrooms/:id` (on the version read). */
export async function saveClassroom(save: SaveClassroom) {
  return StaffClassroomSchema.parse(
    save.id === null
      ? await api.post<unknown>('/api/staff/classrooms', save.body)
      : await api.put<unknown>(`/api/staff/classrooms/${encodeURIComponent(save.id)}`, save.body),
  );
}

export function useSaveClassroom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveClassroom,
    onSettled: () => queryClient.invalidateQueries({ queryKey: attendanceKeys.staff.classrooms }),
  });
}
