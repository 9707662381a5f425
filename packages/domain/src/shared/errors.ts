/**
 * Every error code the API can answer. The web app translates each in its `errors` namespace.
 * Shape on the wire: { "error": { "code": "auth.wrongCredentials", "message": "..." } }.
 */
export const ERROR_CODES = [
  'request.invalid',
  'request.malformedJson',
  'request.tooLarge',
  'request.unsupportedMediaType',
  'request.rateLimited',
  'request.csrf',
  'request.notFound',
  'server.error',
  'auth.required',
  'auth.forbidden',
  'auth.wrongCredentials',
  'auth.blocked',
  'auth.emptyCredentials',
  'auth.usernameTaken',
  'auth.userNotFound',
  'auth.resetLinkInvalid',
  'auth.passwordMismatch',
  'auth.wrongOldPassword',
  'auth.samePassword',
  'auth.emailMismatch',
  'auth.emailTaken',
  'auth.providerNotConfigured',
  'auth.providerFailed',
  'profile.saveFailed',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ApiErrorBody {
  error: { code: ErrorCode; message: string; fields?: Record<string, string> };
}
