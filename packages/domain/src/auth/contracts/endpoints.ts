// Signing up and in (password, Google or Apple, passkey), the session and the account's sign-in.

export { addPasskey } from './endpoints/add-passkey.ts';
export { changeEmail } from './endpoints/change-email.ts';
export { changePassword } from './endpoints/change-password.ts';
export { csrf } from './endpoints/csrf.ts';
export { listPasskeys } from './endpoints/list-passkeys.ts';
export { logIn } from './endpoints/log-in.ts';
export { logOut } from './endpoints/log-out.ts';
export { me } from './endpoints/me.ts';
export { passkeyRegistrationOptions } from './endpoints/passkey-registration-options.ts';
export { passkeySignIn } from './endpoints/passkey-sign-in.ts';
export { passkeySignInOptions } from './endpoints/passkey-sign-in-options.ts';
export { providerCallback } from './endpoints/provider-callback.ts';
export { providerFormCallback } from './endpoints/provider-form-callback.ts';
export { providerStart } from './endpoints/provider-start.ts';
export { removePasskey } from './endpoints/remove-passkey.ts';
export { renamePasskey } from './endpoints/rename-passkey.ts';
export { requestPasswordReset } from './endpoints/request-password-reset.ts';
export { resetPassword } from './endpoints/reset-password.ts';
export { signUp } from './endpoints/sign-up.ts';
