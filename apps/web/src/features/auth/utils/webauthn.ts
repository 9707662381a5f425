import type { AuthenticationResponse, RegistrationResponse } from '@school/domain/auth/contracts/passkeys';

/**
 * The browser side of passkeys, over `@simplewebauthn/browser`. The library is loaded only when a
 * passkey is used (the profile's passkeys, the sign-in form), never with the start-up code.
 */
const library = () => import('@simplewebauthn/browser');

type CreationOptions = Parameters<Awaited<ReturnType<typeof library>>['startRegistration']>[0]['optionsJSON'];
type RequestOptions = Parameters<
  Awaited<ReturnType<typeof library>>['startAuthentication']
>[0]['optionsJSON'];

/** Whether this browser can use passkeys at all. */
export async function supportsPasskeys(): Promise<boolean> {
  return (await library()).browserSupportsWebAuthn();
}

/** Whether this browser offers passkeys in the autofill of a `username webauthn` field. */
export async function supportsPasskeyAutofill(): Promise<boolean> {
  return (await library()).browserSupportsWebAuthnAutofill();
}

/** Asks the browser for a new passkey (`navigator.credentials.create()`). */
export async function createPasskey(options: Record<string, unknown>): Promise<RegistrationResponse> {
  const { startRegistration } = await library();
  return (await startRegistration({
    optionsJSON: options as unknown as CreationOptions,
  })) as RegistrationResponse;
}

/**
 * Asks the browser for a passkey to sign in with (`navigator.credentials.get()`): in a dialog, or
 * with `autofill` among the suggestions of the e-mail field (conditional mediation), waiting until
 * the person picks one.
 */
export async function getPasskey(
  options: Record<string, unknown>,
  autofill = false,
): Promise<AuthenticationResponse> {
  const { startAuthentication } = await library();
  return (await startAuthentication({
    optionsJSON: options as unknown as RequestOptions,
    useBrowserAutofill: autofill,
  })) as AuthenticationResponse;
}

/** Ends a waiting passkey request (the autofill one, when the page goes). */
export async function cancelPasskeyRequest(): Promise<void> {
  (await library()).WebAuthnAbortService.cancelCeremony();
}

/** Whether the person closed the browser's dialog, or the request was ended for another one. */
export function isPasskeyCancelled(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: string }).code;
  return error.name === 'NotAllowedError' || error.name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED';
}
