import type { AttendanceRegisterQuery } from '@school/domain/attendance/contracts/staff-attendance';
import * as staffAttendanceApi from '@school/domain/attendance/contracts/staff-endpoints';
import { useQuery } from '@tanstack/react-query';
import { call, endpointUrl } from '../../../../lib/api-client';
import { attendanceKeys } from '../../api/attendance-keys';

/** The register's query: the room, then the day. */
const registerQuery = (query: AttendanceRegisterQuery) => ({
  classroomId: query.classroomId,
  date: query.date,
});

/** A room's check-ins of one day (Didattica). */
export const getRegister = (query: AttendanceRegisterQuery, signal?: AbortSignal) =>
  call(staffAttendanceApi.register, { query: registerQuery(query), signal });

export function useAttendanceRegister(query: AttendanceRegisterQuery | null) {
  return useQuery({
    queryKey: attendanceKeys.staff.register(query),
    queryFn: ({ signal }) => getRegister(query as AttendanceRegisterQuery, signal),
    enabled: query !== null,
  });
}

/** The CSV of the same register: a plain link, downloaded by the browser with the session cookie. */
export function attendanceCsvUrl(query: AttendanceRegisterQuery): string {
  return endpointUrl(staffAttendanceApi.registerCsv, { query: registerQuery(query) });
}
