import { endpoint } from '../../../shared/endpoint.ts';
import { CreateCheckInBodySchema, CreateCheckInResponseSchema } from '../check-in.ts';

export const checkIn = endpoint(
  'POST /api/attendance/check-ins',
  'Check in with the code scanned in a classroom (saveCheckin): one per room and hour; 400 attendance.malformedCode, attendance.otherRoom, attendance.codeExpired, attendance.invalidCode; 404 attendance.unknownRoom; 409 attendance.alreadyCheckedIn',
  { body: CreateCheckInBodySchema, answer: { 201: CreateCheckInResponseSchema } },
);
