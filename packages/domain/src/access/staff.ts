import type { AccessSubject } from './subject.ts';

/**
 * The staff console (`/staff`, API under `/api/staff`): the school's own back office. Its people
 * are employees (Categoria__c contains Dipendente) holding at least one staff permission among
 * their web-app permissions (Abilitazioni_Webapp__pc), like the door-opening rule of
 * specification 000, section 6 pairs Dipendente with "Apertura Porte". Each permission opens
 * its areas of the console; a feature that adds staff screens adds its permission here.
 */
export const STAFF_PERMISSIONS = {
  /** The secretariat: candidates, documents, statuses, payments, visa, billing, clothing, housing, lockers, books, vouchers, notifications to groups, privacy (erasure requests, data retention). */
  Segreteria: [
    'candidates',
    'documents',
    'statuses',
    'payments',
    'visa',
    'billing',
    'clothing',
    'housing',
    'lockers',
    'books',
    'vouchers',
    'notifications',
    'privacy',
  ],
  /** The administration: users, their permissions, course editions, door positions and the door log. */
  Amministrazione: ['users', 'permissions', 'editions', 'doors'],
  /** Teaching: e-learning lessons, classrooms and the attendance register. */
  Didattica: ['lessons', 'classrooms', 'attendance'],
  /** Bookings: events, course modules and exam sessions, their bookings, waiting lists and attendance. */
  Prenotazioni: ['bookings'],
  /** The shop: products, their sizes, prices, stock and files; the orders, their lines' statuses and refunds. */
  Negozio: ['shop'],
  /** Internships: the stage board per edition, destinations and tutors, stage documents, survey definitions and answers. */
  Stage: ['internship'],
  /** Exams and thesis: thesis conditions per edition, the ingredient and equipment catalogue, dishes and the shopping list. */
  Tesi: ['thesis'],
  /** Tickets (Interventi): the inbox by category and status, replies, assignment, closing, the categories. */
  Interventi: ['tickets'],
} as const satisfies Record<string, readonly string[]>;

export type StaffPermission = keyof typeof STAFF_PERMISSIONS;
export type StaffArea = (typeof STAFF_PERMISSIONS)[StaffPermission][number];

export const STAFF_PERMISSION_NAMES = Object.keys(STAFF_PERMISSIONS) as StaffPermission[];

export function isStaffPermission(name: string): name is StaffPermission {
  return Object.hasOwn(STAFF_PERMISSIONS, name);
}

/** The staff permissions a person holds (empty for a visitor or someone who is not an employee). */
export function staffPermissions(subject: AccessSubject | null): StaffPermission[] {
  if (!subject?.categories.includes('Dipendente')) return [];
  return STAFF_PERMISSION_NAMES.filter((p) => subject.webappPermissions.includes(p));
}

/**
 * What the console answers a person, for the whole console (no permission) or one permission:
 * - `notStaff`: a visitor, or anyone who is not an employee with a staff permission — the console
 *   does not exist for them (the API answers 404, the web app shows no link);
 * - `forbidden`: staff who lack the permission (403);
 * - `allowed`.
 */
export type StaffDecision = 'notStaff' | 'forbidden' | 'allowed';

export function staffAccess(subject: AccessSubject | null, permission?: StaffPermission): StaffDecision {
  const held = staffPermissions(subject);
  if (held.length === 0) return 'notStaff';
  if (permission === undefined || held.includes(permission)) return 'allowed';
  return 'forbidden';
}

/** The console's areas a person may open, in the order of `STAFF_PERMISSIONS`. */
export function staffAreas(subject: AccessSubject | null): StaffArea[] {
  return staffPermissions(subject).flatMap((p) => [...STAFF_PERMISSIONS[p]]);
}
