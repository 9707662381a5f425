import { z } from 'zod';
import { endpoint } from '../../shared/endpoint.ts';
import { IdParamsSchema } from '../../staff/contracts/fields.ts';
import { ChangeEmailBodySchema } from './change-email.ts';
import { ChangePasswordBodySchema } from './change-password.ts';
import { GetMeResponseSchema, UserResponseSchema } from './get-me.ts';
import { LogInBodySchema } from './log-in.ts';
import {
  AddPasskeyBodySchema,
  CeremonyOptionsResponseSchema,
  ListPasskeysResponseSchema,
  PasskeyResponseSchema,
  PasskeySignInBodySchema,
  RenamePasskeyBodySchema,
} from './passkeys.ts';
import { ProviderParamsSchema, ProviderStartQuerySchema } from './provider-login.ts';
import { RequestPasswordResetBodySchema } from './request-password-reset.ts';
import { ResetPasswordBodySchema } from './reset-password.ts';
import { SignUpBodySchema } from './sign-up.ts';

/** Signing up and in (password, Google or Apple, passkey), the session and the account's sign-in. */
export const authApi = {
  csrf: endpoint('GET /api/auth/csrf', 'Issue the CSRF token (cookie csrf + value)', {
    answer: z.object({ token: z.string() }),
  }),
  me: endpoint('GET /api/me', 'The signed-in user, or null for visitors', { answer: GetMeResponseSchema }),
  signUp: endpoint('POST /api/auth/signup', 'Create an account and sign in', {
    body: SignUpBodySchema,
    answer: { 201: UserResponseSchema },
  }),
  logIn: endpoint('POST /api/auth/login', 'Sign in with username and password', {
    body: LogInBodySchema,
    answer: UserResponseSchema,
  }),
  logOut: endpoint('POST /api/auth/logout', 'End the session', { answer: { 204: z.null() } }),
  requestPasswordReset: endpoint(
    'POST /api/auth/password-recovery',
    'Send a password-recovery link by e-mail',
    { body: RequestPasswordResetBodySchema, answer: z.object({ ok: z.literal(true) }) },
  ),
  resetPassword: endpoint('POST /api/auth/password-reset', 'Set a new password from a recovery link', {
    body: ResetPasswordBodySchema,
    answer: z.object({ result: z.literal('SuccessRequest') }),
  }),
  changePassword: endpoint('POST /api/auth/password-change', 'Change the password (the old one is checked)', {
    body: ChangePasswordBodySchema,
    answer: { 204: z.null() },
  }),
  changeEmail: endpoint('POST /api/auth/email-change', 'Change the contact e-mail (new and confirmation)', {
    body: ChangeEmailBodySchema,
    answer: UserResponseSchema,
  }),
  providerStart: endpoint(
    'GET /api/auth/oidc/:provider/start',
    'Start a sign-in with an identity provider (browser redirect)',
    { params: ProviderParamsSchema, querystring: ProviderStartQuerySchema },
  ),
  providerCallback: endpoint(
    'GET /api/auth/oidc/:provider/callback',
    'Identity provider callback (browser redirect)',
    { params: ProviderParamsSchema },
  ),
  /** The same callback as a cross-site form POST (Apple's response_mode=form_post). */
  providerFormCallback: endpoint(
    'POST /api/auth/oidc/:provider/callback',
    'Identity provider callback (browser redirect)',
    { params: ProviderParamsSchema },
  ),
  listPasskeys: endpoint(
    'GET /api/auth/passkeys',
    'The signed-in person’s passkeys (name, created, last used) and their other ways in',
    { answer: ListPasskeysResponseSchema },
  ),
  passkeyRegistrationOptions: endpoint(
    'POST /api/auth/passkeys/registration-options',
    'Start adding a passkey: the options for navigator.credentials.create()',
    { answer: CeremonyOptionsResponseSchema },
  ),
  addPasskey: endpoint(
    'POST /api/auth/passkeys',
    'Add a passkey: its name and the browser’s registration answer',
    { body: AddPasskeyBodySchema, answer: { 201: PasskeyResponseSchema } },
  ),
  renamePasskey: endpoint('PATCH /api/auth/passkeys/:id', 'Rename one of the signed-in person’s passkeys', {
    params: IdParamsSchema,
    body: RenamePasskeyBodySchema,
    answer: PasskeyResponseSchema,
  }),
  removePasskey: endpoint(
    'DELETE /api/auth/passkeys/:id',
    'Remove one of the signed-in person’s passkeys (not the last way in without a password or Google/Apple)',
    { params: IdParamsSchema, answer: { 204: z.null() } },
  ),
  passkeySignInOptions: endpoint(
    'POST /api/auth/passkeys/sign-in-options',
    'Start a passkey sign-in: the options for navigator.credentials.get()',
    { answer: CeremonyOptionsResponseSchema },
  ),
  passkeySignIn: endpoint(
    'POST /api/auth/passkeys/sign-in',
    'Sign in with a passkey: the browser’s answer to the sign-in challenge',
    { body: PasskeySignInBodySchema, answer: UserResponseSchema },
  ),
};
