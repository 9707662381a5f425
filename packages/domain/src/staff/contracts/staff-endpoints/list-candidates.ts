import { endpoint } from '../../../shared/endpoint.ts';
import { ListCandidatesQuerySchema, ListCandidatesResponseSchema } from '../list-candidates.ts';

export const listCandidates = endpoint(
  'GET /api/staff/candidates',
  'Candidates with their applications (filter by status, search by name or e-mail; paginated)',
  { querystring: ListCandidatesQuerySchema, answer: ListCandidatesResponseSchema },
);
