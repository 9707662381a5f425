import { z } from 'zod';
import { email, optionalIsoDate, phone, requiredText, text } from '../../shared/text.ts';
import { newPasswordLength } from '../password-policy.ts';
import { SIGNUP_ROLES } from '../roles.ts';

export const SEXES = ['F', 'M'] as const;

/** Specification 000, section 5 "Signup". */
export const SignUpBodySchema = z
  .strictObject({
    username: email(),
    password: newPasswordLength(),
    firstName: text(),
    lastName: requiredText(),
    sex: z.enum(SEXES).or(z.literal('')).default(''),
    birthDate: optionalIsoDate(),
    /** The repeated e-mail: required, and it must repeat the username. */
    email: email(),
    mobilePhone: phone().default(''),
    role: z.union(SIGNUP_ROLES.map((r) => z.literal(r))),
    privacy: z.literal(true),
    language: z.enum(['it', 'en']).default('it'),
  })
  .refine((b) => b.email.toLowerCase() === b.username.toLowerCase(), {
    path: ['email'],
    message: 'auth.emailMismatch',
    // Checked even when another field is wrong (a missing role...), so that the form shows
    // every problem at once instead of this one only after the others are fixed.
    when: ({ value }) => {
      const body = value as { username?: unknown; email?: unknown } | null;
      return typeof body?.username === 'string' && typeof body.email === 'string';
    },
  });
export type SignUpBody = z.infer<typeof SignUpBodySchema>;

/** "Submit disabled until username, password, e-mail, privacy and last name are filled." */
export function canSubmitSignUp(form: {
  username: string;
  password: string;
  email: string;
  privacy: boolean;
  lastName: string;
}): boolean {
  return (
    form.username.trim() !== '' &&
    form.password !== '' &&
    form.email.trim() !== '' &&
    form.privacy &&
    form.lastName.trim() !== ''
  );
}
