/**
 * Self-declared sign-up roles (Ruolo__c), specification 000 section 2 "Signup form".
 * 1 student IPSAR, 2 parent, 3 HORECA professional, 4 IPSAR teacher, 5 Alma candidate,
 * 6 Alma student, 7 Alma graduate. Roles 5-7 need the secretariat's confirmation.
 */
export const SIGNUP_ROLES = [1, 2, 3, 4, 5, 6, 7] as const;
export type SignupRole = (typeof SIGNUP_ROLES)[number];

export function roleNeedsSecretariatConfirmation(role: number): boolean {
  return role >= 5 && role <= 7;
}
