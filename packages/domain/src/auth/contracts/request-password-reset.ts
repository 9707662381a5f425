import { z } from 'zod';
import { TEXT_MAX } from '../../shared/limits.ts';

export const RequestPasswordResetBodySchema = z.strictObject({
  email: z.string().trim().min(1).max(TEXT_MAX),
  language: z.enum(['it', 'en']).default('it'),
});
export type RequestPasswordResetBody = z.infer<typeof RequestPasswordResetBodySchema>;
