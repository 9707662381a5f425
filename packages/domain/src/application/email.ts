/**
 * E-mail rules of step 1 (specification 001, section 5): "e-mail required and matching an e-mail
 * pattern; secondary e-mail required and matching; confirm e-mail equal to e-mail (hidden when the
 * profile already has an e-mail, shown once it is edited)" and "An Apple private-relay e-mail
 * triggers use of the secondary e-mail as person e-mail."
 */

/** Sign in with Apple's "Hide My Email" addresses end with this domain. */
export const APPLE_PRIVATE_RELAY_DOMAIN = 'privaterelay.appleid.com';

/** The comparison form of an address: trimmed, lower case. */
export function comparableEmail(email: string | null | undefined): string {
  return (email ?? '').trim().toLowerCase();
}

/** Two addresses are the same when equal ignoring case and surrounding spaces; empty is never the same. */
export function sameEmail(a: string | null | undefined, b: string | null | undefined): boolean {
  const left = comparableEmail(a);
  return left !== '' && left === comparableEmail(b);
}

/** An Apple private-relay address: "…@privaterelay.appleid.com" (any case). */
export function isApplePrivateRelay(email: string | null | undefined): boolean {
  return comparableEmail(email).endsWith(`@${APPLE_PRIVATE_RELAY_DOMAIN}`);
}

/**
 * The person e-mail (PersonEmail) to save: "An Apple private-relay e-mail triggers use of the
 * secondary e-mail as person e-mail." When the e-mail is a relay address and a secondary e-mail is
 * given, the secondary one; otherwise the e-mail. (The secondary e-mail is saved as Email__c either
 * way.)
 */
export function personEmail(input: { email: string; secondaryEmail: string | null | undefined }): string {
  const email = input.email.trim();
  const secondary = (input.secondaryEmail ?? '').trim();
  return isApplePrivateRelay(email) && secondary !== '' ? secondary : email;
}

/**
 * "confirm e-mail ... (hidden when the profile already has an e-mail, shown once it is edited)".
 * Shown when the profile has no e-mail, or the e-mail now differs from the profile's. Reading
 * R-confirm: `isEdited` lets the form keep the confirmation shown once the user has typed in the
 * field ("once it is edited"), even if the value comes back to the profile's; the server, which
 * cannot know about typing, uses the comparison alone.
 */
export function isEmailConfirmationVisible(input: {
  profileEmail: string | null | undefined;
  email: string | null | undefined;
  isEdited?: boolean;
}): boolean {
  if (comparableEmail(input.profileEmail) === '') return true;
  if (input.isEdited) return true;
  return !sameEmail(input.email, input.profileEmail);
}
