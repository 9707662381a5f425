import * as staffAttendanceApi from '@school/domain/attendance/contracts/staff-endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { attendanceKeys } from '../../api/attendance-keys';

/** Every classroom (Didattica). */
export const listClassrooms = (signal?: AbortSignal) => call(staffAttendanceApi.listClassrooms, { signal });

export function useStaffClassrooms() {
  return useQuery({
    queryKey: attendanceKeys.staff.classrooms,
    queryFn: ({ signal }) => listClassrooms(signal),
  });
}
