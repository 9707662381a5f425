import { endpoint } from '../../../shared/endpoint.ts';
import {
  MoveEnrolmentBodySchema,
  PersonChangeResponseSchema,
  PersonEnrolmentParamsSchema,
} from '../people.ts';

export const moveEnrolment = endpoint(
  'POST /api/staff/people/:id/enrolments/:enrolmentId/move',
  'Move an enrolment, with its applications, check-ins, housing stay, lockers and books, to another person (the school’s existing record linked to their account)',
  {
    params: PersonEnrolmentParamsSchema,
    body: MoveEnrolmentBodySchema,
    answer: PersonChangeResponseSchema,
  },
);
