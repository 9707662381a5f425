import { endpoint } from '../../../shared/endpoint.ts';
import { IdParamsSchema } from '../fields.ts';
import { PersonChangeResponseSchema, SetRegistrationBodySchema } from '../people.ts';

export const setRegistration = endpoint(
  'PUT /api/staff/people/:id/registration',
  'Set the registration number (Matricola__c) and the PIN (Pin__c)',
  { params: IdParamsSchema, body: SetRegistrationBodySchema, answer: PersonChangeResponseSchema },
);
