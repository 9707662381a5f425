import { z } from 'zod';

/**
 * `GET /api/attendance/classrooms/:id/code`: the classroom kiosk's current code (a teacher, or
 * staff with Didattica). The kiosk never holds the secret: it asks again when `expiresAt` comes.
 */
export const ClassroomParamsSchema = z.object({
  id: z.string().min(1).max(20, { error: 'attendance.unknownRoom' }),
});

export const GetKioskCodeResponseSchema = z.object({
  classroomId: z.string(),
  classroomName: z.string(),
  /** `{token};{roomId}`: what the QR carries (inside the link to the attendance page). */
  code: z.string(),
  /** ISO instant when the next code replaces this one. */
  expiresAt: z.string(),
  /** ISO instant of the server's clock when it answered (the kiosk's countdown corrects its own clock by it). */
  serverTime: z.string(),
  windowSeconds: z.number().int(),
});
export type GetKioskCodeResponse = z.infer<typeof GetKioskCodeResponseSchema>;
