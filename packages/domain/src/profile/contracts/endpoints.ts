// The signed-in user's profile and interface language.
export { getProfile } from './endpoints/get-profile.ts';
export { saveLanguage } from './endpoints/save-language.ts';
export { saveProfile } from './endpoints/save-profile.ts';
