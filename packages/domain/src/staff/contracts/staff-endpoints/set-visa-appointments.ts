import { endpoint } from '../../../shared/endpoint.ts';
import { IdParamsSchema } from '../fields.ts';
import { SetVisaAppointmentsBodySchema, StaffVisaResponseSchema } from '../visa.ts';

export const setVisaAppointments = endpoint(
  'PUT /api/staff/applications/:id/visa/appointments',
  'Set the phase-4 dates of a Visto D (null while waiting)',
  { params: IdParamsSchema, body: SetVisaAppointmentsBodySchema, answer: StaffVisaResponseSchema },
);
