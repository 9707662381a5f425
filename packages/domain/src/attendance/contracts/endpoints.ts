import { endpoint } from '../../shared/endpoint.ts';
import {
  CreateCheckInBodySchema,
  CreateCheckInResponseSchema,
  GetLastCheckInResponseSchema,
} from './check-in.ts';
import { ClassroomParamsSchema, GetKioskCodeResponseSchema } from './kiosk-code.ts';

/** Attendance by QR: the student's check-in and the classroom kiosk's code. */
export const attendanceApi = {
  lastCheckIn: endpoint(
    'GET /api/attendance/last-check-in',
    'The check-in of the current hour (Europe/Rome), any room, or null (lastRecordedCheckin)',
    { answer: GetLastCheckInResponseSchema },
  ),
  checkIn: endpoint(
    'POST /api/attendance/check-ins',
    'Check in with the code scanned in a classroom (saveCheckin): one per room and hour; 400 attendance.malformedCode, attendance.otherRoom, attendance.codeExpired, attendance.invalidCode; 404 attendance.unknownRoom; 409 attendance.alreadyCheckedIn',
    { body: CreateCheckInBodySchema, answer: { 201: CreateCheckInResponseSchema } },
  ),
  kioskCode: endpoint(
    'GET /api/attendance/classrooms/:id/code',
    'The classroom kiosk’s current code ({token};{roomId}, a new one every 15 s) and when it ends (a teacher, or staff with Didattica)',
    { params: ClassroomParamsSchema, answer: GetKioskCodeResponseSchema },
  ),
};
