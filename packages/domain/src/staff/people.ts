import { STAFF_PERMISSION_NAMES } from '../access/staff.ts';
import {
  CATEGORIES,
  type Category,
  ENROLMENT_FLAG_KEYS,
  WEBAPP_PERMISSION_DOORS,
} from '../access/subject.ts';

/**
 * The people of the staff console (specification 000, sections 3 and 6): the rules staff changes
 * to a person's account and enrolments are checked against, in the browser and on the server.
 */

/**
 * Every web-app permission (Abilitazioni_Webapp__pc) the portal knows: the staff console's
 * (`STAFF_PERMISSIONS`) and the door opening's "Apertura Porte" (section 6). No other value is
 * stored: a permission nobody reads would only look like one that works.
 */
export const WEBAPP_PERMISSIONS = [...STAFF_PERMISSION_NAMES, WEBAPP_PERMISSION_DOORS] as const;
export type WebappPermission = (typeof WEBAPP_PERMISSIONS)[number];

export function isWebappPermission(value: string): value is WebappPermission {
  return (WEBAPP_PERMISSIONS as readonly string[]).includes(value);
}

export function isCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(value);
}

/** The switches of an enrolment staff may flip: every flag of `EnrolmentFlags` but its id and kind. */
export const ENROLMENT_SWITCHES = ENROLMENT_FLAG_KEYS.filter(
  (key): key is Exclude<(typeof ENROLMENT_FLAG_KEYS)[number], 'id' | 'kind' | 'productCode'> =>
    key !== 'id' && key !== 'kind' && key !== 'productCode',
);
export type EnrolmentSwitch = (typeof ENROLMENT_SWITCHES)[number];

/**
 * Matricola__c: the registration number printed as a CODE39 barcode "without its first
 * character" (section 9), so a letter then digits and capitals that CODE39 encodes: 2 to 20
 * characters, A-Z and 0-9 (stored upper-case).
 */
export const REGISTRATION_NUMBER_MAX = 20;
export const REGISTRATION_NUMBER_PATTERN = new RegExp(`^[A-Z][A-Z0-9]{1,${REGISTRATION_NUMBER_MAX - 1}}$`);
/** Pin__c: the PIN of the utility page, 4 to 8 digits. */
export const PIN_MAX = 8;
export const PIN_PATTERN = new RegExp(`^[0-9]{4,${PIN_MAX}}$`);

/**
 * Sign-up roles that claim a category the secretariat confirms (section 2, "Roles 5-7 show a note
 * that secretariat confirmation takes a few days"): 5 Alma candidate, 6 Alma student, 7 Alma
 * graduate. Until confirmed the account has no such category.
 */
export const CLAIMED_ROLE_CATEGORY = {
  5: 'Candidato',
  6: 'Studente',
  7: 'Diplomato',
} as const satisfies Record<number, Category>;
export type ClaimedRole = keyof typeof CLAIMED_ROLE_CATEGORY;

export function claimedCategory(role: number | null | undefined): Category | null {
  return role === 5 || role === 6 || role === 7 ? CLAIMED_ROLE_CATEGORY[role] : null;
}

/** Where a claimed role stands: waiting for the secretariat, confirmed, or refused. */
export const ROLE_CLAIM_STATES = ['pending', 'confirmed', 'refused'] as const;
export type RoleClaimState = (typeof ROLE_CLAIM_STATES)[number];

/** The claim state a new account starts with: pending for roles 5-7, none otherwise. */
export function initialRoleClaim(role: number | null | undefined): RoleClaimState | null {
  return claimedCategory(role) ? 'pending' : null;
}
