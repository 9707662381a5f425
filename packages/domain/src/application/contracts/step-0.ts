import { z } from 'zod';
import { newPasswordLength } from '../../auth/password-policy.ts';
import { APPLICATION_PASSWORD_MAX, USERNAME_MAX } from '../limits.ts';
import { type ApplicationContext, FieldCheck, REQUIRED, rawText, textField } from './fields.ts';

/**
 * Step 0, credentials (specification 001, section 5): "username required (max 80); password
 * required (max 80); confirm password non-empty and equal to the password (only shown when no
 * profile id exists)." Step 0 also offers sign-in with Google or Apple (auth feature).
 *
 * Reading R-step0: with a profile Id the account exists and its password is changed only from the
 * profile (with the current password, argon2id hashes), so step 0 has nothing to create: its
 * schema accepts an empty form and Next simply goes to step 1.
 */
export const Step0BodySchema = z.strictObject({
  username: rawText(),
  password: rawText(),
  confirmPassword: rawText(),
});
export type Step0Body = z.input<typeof Step0BodySchema>;

export interface Step0Visibility {
  username: boolean;
  password: boolean;
  /** "only shown when no profile id exists" */
  confirmPassword: boolean;
}

export function step0Visibility(ctx: Pick<ApplicationContext, 'hasProfileId'>): Step0Visibility {
  const creating = !ctx.hasProfileId;
  return { username: creating, password: creating, confirmPassword: creating };
}

/**
 * A password is kept exactly as typed (no trimming: spaces are legitimate characters), but a
 * whitespace-only password counts as empty ("Whitespace-only text trims to empty").
 */
function passwordField() {
  return z
    .string({ error: REQUIRED })
    .refine((v) => v.trim() !== '', { error: REQUIRED, abort: true })
    .pipe(newPasswordLength(APPLICATION_PASSWORD_MAX));
}

export type Step0Values = { username: string; password: string } | Record<string, never>;

export function step0Schema(ctx: Pick<ApplicationContext, 'hasProfileId'>) {
  const visible = step0Visibility(ctx);
  return Step0BodySchema.transform((raw, zctx): Step0Values => {
    if (!visible.username) return {};
    const check = new FieldCheck(zctx);
    const username = check.field('username', textField({ max: USERNAME_MAX }), raw.username);
    const password = check.field('password', passwordField(), raw.password);
    const confirm = check.field(
      'confirmPassword',
      z.string({ error: REQUIRED }).min(1, { error: REQUIRED }),
      raw.confirmPassword,
    );
    if (!check.failed('password') && !check.failed('confirmPassword') && confirm !== password)
      check.fail('confirmPassword', 'auth.passwordMismatch');
    if (!check.ok) return z.NEVER;
    return { username, password };
  });
}
export type Step0Input = z.input<ReturnType<typeof step0Schema>>;
