import { type StaffPermission, staffAccess } from '@school/domain/access/staff';
import type { AccessSubject } from '@school/domain/access/subject';
import type { TablerIcon } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { ComponentType } from 'react';

/** The side navigation's groups, in their order: the permission that opens each one's pages. */
export const STAFF_NAV_GROUPS = [
  'Segreteria',
  'Amministrazione',
  'Didattica',
  'Prenotazioni',
  'Negozio',
  'Stage',
  'Tesi',
  'Interventi',
] as const satisfies readonly StaffPermission[];

/**
 * One page of the console, under `/staff`. `permission` is what it needs: `'any'` staff member,
 * or one staff permission (others see "not allowed"); `nav` puts it in the side navigation, in
 * a group (null: above the groups; pages reached from another one, a detail, have no `nav`) and
 * only for staff whom its permission allows.
 */
export interface StaffPageEntry {
  id: string;
  /** The path under /staff, without a leading slash ('' is the console's home). */
  path: string;
  permission: StaffPermission | 'any';
  /**
   * A finer rule on top of `permission`, when a page is for some permissions only and `'any'` is
   * too wide (the insights: the staff whose area has charts).
   */
  allows?: (subject: AccessSubject | null) => boolean;
  nav?: {
    group: (typeof STAFF_NAV_GROUPS)[number] | null;
    icon: TablerIcon;
    label: (t: TFunction<'staff'>) => string;
  };
  Component: ComponentType;
}

/** Whether a staff member may open a page of the console. */
export function mayOpen(subject: AccessSubject | null, permission: StaffPermission | 'any'): boolean {
  return staffAccess(subject, permission === 'any' ? undefined : permission) === 'allowed';
}

/** Whether a staff member may open this page: its permission, and its own rule when it has one. */
export function mayOpenPage(
  subject: AccessSubject | null,
  page: Pick<StaffPageEntry, 'permission' | 'allows'>,
): boolean {
  return mayOpen(subject, page.permission) && (page.allows?.(subject) ?? true);
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
  const shown = pages.filter((page) => page.nav && mayOpenPage(subject, page));
  return [null, ...STAFF_NAV_GROUPS]
    .map((group) => ({ group, entries: shown.filter((page) => page.nav?.group === group) }))
    .filter((section) => section.entries.length > 0);
}
