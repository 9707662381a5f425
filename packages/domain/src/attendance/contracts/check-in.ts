import { z } from 'zod';
import { plainString } from '../../shared/text.ts';
import { ATTENDANCE_CODE_MAX_LENGTH } from '../qr-code.ts';

/**
 * The student's side of attendance (specification 000, section 7: lastRecordedCheckin and
 * saveCheckin). The original sent its own name, a signature, the room id, the one-time code and
 * the enrolment; ours sends the code as scanned, the session says who, and the server picks the
 * course enrolment. Its endpoints, with the kiosk's code, are `attendanceApi` in `endpoints.ts`.
 */

/** A check-in as the student sees it. */
export const CheckInSchema = z.object({
  classroomId: z.string(),
  classroomName: z.string(),
  /** ISO instant. */
  checkedInAt: z.string(),
  /** ISO instant: the start of the school's clock hour it counts for. */
  hourStart: z.string(),
});
export type CheckIn = z.infer<typeof CheckInSchema>;

/** `GET /api/attendance/last-check-in`: the check-in of this hour, if any ("registrato"). */
export const GetLastCheckInResponseSchema = z.object({ checkIn: CheckInSchema.nullable() });
export type GetLastCheckInResponse = z.infer<typeof GetLastCheckInResponseSchema>;

/** `POST /api/attendance/check-ins`: the code read from the classroom's QR (`{token};{roomId}`). */
export const CreateCheckInBodySchema = z.strictObject({
  code: plainString().max(ATTENDANCE_CODE_MAX_LENGTH, { error: 'attendance.malformedCode' }),
});
export type CreateCheckInBody = z.infer<typeof CreateCheckInBodySchema>;

export const CreateCheckInResponseSchema = CheckInSchema;
export type CreateCheckInResponse = z.infer<typeof CreateCheckInResponseSchema>;
