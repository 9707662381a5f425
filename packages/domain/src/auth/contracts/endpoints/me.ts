import { endpoint } from '../../../shared/endpoint.ts';
import { GetMeResponseSchema } from '../get-me.ts';

export const me = endpoint('GET /api/me', 'The signed-in user, or null for visitors', {
  answer: GetMeResponseSchema,
});
