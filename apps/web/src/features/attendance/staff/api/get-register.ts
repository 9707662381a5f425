import {
  type AttendanceRegisterQuery,
  type AttendanceRegisterResponse,
  AttendanceRegisterResponseSchema,
} from '@school/domain/attendance/contracts/staff-attendance';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { attendanceKeys } from '../../api/attendance-keys';

const registerSearch = (query: AttendanceRegisterQuery) =>
  new URLSearchParams({ classroomId: query.classroomId, date: query.date }).toString();

/** `GET /api/staff/attendance`: a room's check-ins of one day (Didattica). */
export async function getRegister(
  query: AttendanceRegisterQuery,
  signal?: AbortSignal,
): Promise<AttendanceRegisterResponse> {
  return AttendanceRegisterResponseSchema.parse(
    await api.get<unknown>(`/api/staff/attendance?${registerSearch(query)}`, { signal }),
  );
}

export function useAttendanceRegister(query: AttendanceRegisterQuery | null) {
  return useQuery({
    queryKey: attendanceKeys.staff.register(query),
    queryFn: ({ signal }) => getRegister(query as AttendanceRegisterQuery, signal),
    enabled: query !== null,
  });
}

/** The CSV of the same register: a plain link, downloaded by the browser with the session cookie. */
export function attendanceCsvUrl(query: AttendanceRegisterQuery): string {
  return `/api/staff/attendance.csv?${registerSearch(query)}`;
}
