import type { AttendanceRegisterQuery } from '@school/domain/attendance/contracts/staff-attendance';

/** The query keys of attendance; the console's under `['staff', 'attendance']`. */
export const attendanceKeys = {
  lastCheckIn: ['attendance', 'last-check-in'] as const,
  staff: {
    classrooms: ['staff', 'attendance', 'classrooms'] as const,
    register: (query: AttendanceRegisterQuery | null) => ['staff', 'attendance', 'register', query] as const,
  },
};
