import { endpoint } from '../../../shared/endpoint.ts';
import { SHAPE_ONLY_DAY, UpdateVisaResponseSchema, visaOutcomeBodySchema } from '../update-visa.ts';

export const saveOutcome = endpoint(
  'PUT /api/candidate/visa/outcome',
  'Phase 3: the outcome, granted with dates or refused with a reason; locked once saved',
  { body: visaOutcomeBodySchema(SHAPE_ONLY_DAY), answer: UpdateVisaResponseSchema },
);
