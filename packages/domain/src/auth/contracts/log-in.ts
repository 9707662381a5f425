import { z } from 'zod';
import { PASSWORD_MAX, TEXT_MAX } from '../../shared/limits.ts';

/** Empty fields are accepted by the schema and answered with `auth.emptyCredentials`. */
export const LogInBodySchema = z.strictObject({
  username: z.string().trim().max(TEXT_MAX),
  password: z.string().max(PASSWORD_MAX),
});
export type LogInBody = z.infer<typeof LogInBodySchema>;
