import { endpoint } from '../../../shared/endpoint.ts';
import { InternshipResponseSchema } from '../internship.ts';

export const getInternship = endpoint(
  'GET /api/internship',
  'The stage of the course enrolment: status (99: none), sections, published documents, destination, the three forms, the dossier',
  { answer: InternshipResponseSchema },
);
