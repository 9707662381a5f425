// A person's passkeys on the console's person page.
export { listPersonPasskeys } from './staff-endpoints/list-person-passkeys.ts';
export { removePersonPasskey } from './staff-endpoints/remove-person-passkey.ts';
