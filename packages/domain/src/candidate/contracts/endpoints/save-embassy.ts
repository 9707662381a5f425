import { endpoint } from '../../../shared/endpoint.ts';
import { embassyAppointmentBodySchema, SHAPE_ONLY_DAY, UpdateVisaResponseSchema } from '../update-visa.ts';

export const saveEmbassy = endpoint(
  'PUT /api/candidate/visa/embassy',
  'Phase 1: embassy appointment (sets "Attesa visto ambasciata")',
  { body: embassyAppointmentBodySchema(SHAPE_ONLY_DAY), answer: UpdateVisaResponseSchema },
);
