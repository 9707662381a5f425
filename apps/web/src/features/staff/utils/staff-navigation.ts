import { type StaffPermission, staffAccess } from '@school/domain/access/staff';
import type { AccessSubject } from '@school/domain/access/subject';
import { STAFF_NAV_GROUPS, type StaffPageEntry } from '../routes';

/** Whether a staff member may open a page of the console. */
export function mayOpen(subject: AccessSubject | null, permission: StaffPermission | 'any'): boolean {
  return staffAccess(subject, permission === 'any' ? undefined : permission) === 'allowed';
}

export interface StaffNavSection {
  /** null: the entries above the groups (the home). */
  group: StaffPermission | null;
  entries: StaffPageEntry[];
}

/** The side navigation a staff member sees: only the pages their permissions open, by group. */
export function staffNavigation(
  pages: readonly StaffPageEntry[],
  subject: AccessSubject | null,
): StaffNavSection[] {
  const shown = pages.filter((page) => page.nav && mayOpen(subject, page.permission));
  return [null, ...STAFF_NAV_GROUPS]
    .map((group) => ({ group, entries: shown.filter((page) => page.nav?.group === group) }))
    .filter((section) => section.entries.length > 0);
}

/** The address of a console page (`''` → `/staff`). */
export function staffPath(path: string): string {
  return path === '' ? '/staff' : `/staff/${path}`;
}
