import { endpoint } from '../../../shared/endpoint.ts';
import { AudienceQuerySchema, AudienceResponseSchema } from '../broadcasts.ts';

export const audience = endpoint('GET /api/staff/notifications/audience', 'How many people a group holds', {
  querystring: AudienceQuerySchema,
  answer: AudienceResponseSchema,
});
