import { endpoint } from '../../../shared/endpoint.ts';
import { flightBodySchema, SHAPE_ONLY_DAY, UpdateVisaResponseSchema } from '../update-visa.ts';

export const saveFlight = endpoint('PUT /api/candidate/visa/flight', 'Phase 2: flight information', {
  body: flightBodySchema(SHAPE_ONLY_DAY),
  answer: UpdateVisaResponseSchema,
});
