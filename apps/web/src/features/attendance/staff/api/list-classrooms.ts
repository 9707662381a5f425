import {
  type ListClassroomsResponse,
  ListClassroomsResponseSchema,
} from '@school/domain/attendance/contracts/staff-attendance';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { attendanceKeys } from '../../api/attendance-keys';

/** `GET /api/staff/classrooms` (Didattica). */
export async function listClassrooms(signal?: AbortSignal): Promise<ListClassroomsResponse> {
  return ListClassroomsResponseSchema.parse(await api.get<unknown>('/api/staff/classrooms', { signal }));
}

export function useStaffClassrooms() {
  return useQuery({
    queryKey: attendanceKeys.staff.classrooms,
    queryFn: ({ signal }) => listClassrooms(signal),
  });
}
