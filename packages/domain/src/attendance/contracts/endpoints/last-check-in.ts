import { endpoint } from '../../../shared/endpoint.ts';
import { GetLastCheckInResponseSchema } from '../check-in.ts';

export const lastCheckIn = endpoint(
  'GET /api/attendance/last-check-in',
  'The check-in of the current hour (Europe/Rome), any room, or null (lastRecordedCheckin)',
  { answer: GetLastCheckInResponseSchema },
);
