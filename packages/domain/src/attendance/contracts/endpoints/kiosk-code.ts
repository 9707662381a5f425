import { endpoint } from '../../../shared/endpoint.ts';
import { ClassroomParamsSchema, GetKioskCodeResponseSchema } from '../kiosk-code.ts';

export const kioskCode = endpoint(
  'GET /api/attendance/classrooms/:id/code',
  'The classroom kiosk’s current code ({token};{roomId}, a new one every 15 s) and when it ends (a teacher, or staff with Didattica)',
  { params: ClassroomParamsSchema, answer: GetKioskCodeResponseSchema },
);
