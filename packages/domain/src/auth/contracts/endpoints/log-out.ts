import { z } from 'zod';
import { endpoint } from '../../../shared/endpoint.ts';

export const logOut = endpoint('POST /api/auth/logout', 'End the session', { answer: { 204: z.null() } });
