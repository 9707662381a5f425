import { z } from 'zod';
import { TEXT_MAX } from '../../shared/limits.ts';
import { plainString } from '../../shared/text.ts';
import { staffDate, versionField } from '../../staff/contracts/fields.ts';
import { CLASSROOM_ID_MAX, CLASSROOM_ID_PATTERN, isTestRoom } from '../qr-code.ts';

/**
 * The staff console's attendance pages (Didattica): the classrooms (create, rename, activate or
 * deactivate, on the version read, audited) and the register of a room and day, with its CSV; its
 * endpoints are `staffAttendanceApi` in `staff-endpoints.ts`.
 */

const classroomName = plainString()
  .trim()
  .min(1, { error: 'candidate.required' })
  .max(TEXT_MAX, { error: 'attendance.invalidClassroomName' });

/** A room's id: the second part of its code, never changed once created. */
const classroomId = plainString()
  .trim()
  .refine((v) => CLASSROOM_ID_PATTERN.test(v), { error: 'attendance.invalidClassroomId' })
  .refine((v) => !isTestRoom(v), { error: 'attendance.invalidClassroomId' });

export const CreateClassroomBodySchema = z.strictObject({
  id: classroomId,
  name: classroomName,
  isActive: z.boolean(),
});
export type CreateClassroomBody = z.infer<typeof CreateClassroomBodySchema>;

export const UpdateClassroomBodySchema = z.strictObject({
  name: classroomName,
  isActive: z.boolean(),
  version: versionField,
});
export type UpdateClassroomBody = z.infer<typeof UpdateClassroomBodySchema>;

export const StaffClassroomParamsSchema = z.object({ id: z.string().min(1).max(CLASSROOM_ID_MAX) });

export const StaffClassroomSchema = z.object({
  id: z.string(),
  name: z.string(),
  isActive: z.boolean(),
  /** Check-ins recorded today (the school's day). */
  checkInsToday: z.number().int(),
  version: z.string(),
});
export type StaffClassroom = z.infer<typeof StaffClassroomSchema>;

export const ListClassroomsResponseSchema = z.object({ items: z.array(StaffClassroomSchema) });
export type ListClassroomsResponse = z.infer<typeof ListClassroomsResponseSchema>;

/** `GET /api/staff/attendance` and `…/attendance.csv`: one room's check-ins of one school day. */
export const AttendanceRegisterQuerySchema = z.object({
  classroomId: z.string().min(1).max(CLASSROOM_ID_MAX),
  date: staffDate,
});
export type AttendanceRegisterQuery = z.infer<typeof AttendanceRegisterQuerySchema>;

export const RegisterEntrySchema = z.object({
  id: z.string(),
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  registrationNumber: z.string().nullable(),
  /** ISO instant. */
  checkedInAt: z.string(),
  /** ISO instant: the hour it counts for. */
  hourStart: z.string(),
});
export type RegisterEntry = z.infer<typeof RegisterEntrySchema>;

/** Earliest first. */
export const AttendanceRegisterResponseSchema = z.object({
  classroom: z.object({ id: z.string(), name: z.string() }),
  date: z.string(),
  items: z.array(RegisterEntrySchema),
});
export type AttendanceRegisterResponse = z.infer<typeof AttendanceRegisterResponseSchema>;

/** A register's CSV holds at most this many rows (400 staff.csvTooLarge beyond). */
export const ATTENDANCE_CSV_MAX_ROWS = 5000;
