import { z } from 'zod';
import { endpoint } from '../../../shared/endpoint.ts';

export const csrf = endpoint('GET /api/auth/csrf', 'Issue the CSRF token (cookie csrf + value)', {
  answer: z.object({ token: z.string() }),
});
