import { endpoint } from '../../../shared/endpoint.ts';
import {
  GetUtilityEnrolmentResponseSchema,
  LockerParamsSchema,
  SetLockerBodySchema,
} from '../staff-utility.ts';

export const setLocker = endpoint(
  'PUT /api/staff/utility/enrolments/:id/lockers/:kind',
  'Set (name, free from) or clear the course or exam locker, on the version read (Segreteria)',
  { params: LockerParamsSchema, body: SetLockerBodySchema, answer: GetUtilityEnrolmentResponseSchema },
);
