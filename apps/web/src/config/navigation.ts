import type { Access } from '@school/domain/access/access';
import { staffAccess } from '@school/domain/access/staff';
import type { Me } from '@school/domain/auth/contracts/get-me';
import { isStageMenuVisible } from '@school/domain/internship/status';
import {
  IconBriefcase,
  IconDoor,
  IconHeartHandshake,
  IconHome,
  IconId,
  IconInfoCircle,
  IconLayoutDashboard,
  IconLifebuoy,
  IconQrcode,
  IconSchool,
  IconShoppingBag,
  IconUserCircle,
  IconUserPlus,
  type TablerIcon,
} from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { paths, signUpPath } from './paths';

export interface NavigationContext {
  access: Access;
  me: Me | null;
  /** The session is still being read (first load): who is there is not known yet. */
  isSessionPending?: boolean;
}

export interface NavigationItem {
  id: string;
  icon: TablerIcon;
  to: string;
  label: (t: TFunction<'common'>, context: NavigationContext) => string;
  /** Visibility from the access rules of packages/domain; absent means always visible. */
  isVisible?: (context: NavigationContext) => boolean;
  /**
   * Its label or presence depends on who is signed in: kept invisible (space reserved) while the
   * session is pending, so that a signed-in person never sees "Accedi" / "Registrati" flash by.
   */
  dependsOnSession?: boolean;
  /**
   * Shown as its icon alone in the desktop navbar (the label is its accessible name and tooltip),
   * so the bar keeps one row as student-life links are added; the mobile menu shows the label.
   */
  compact?: boolean;
}

/** Whether an item waits, invisible, for the session to be known. */
export function isWaitingForSession(item: NavigationItem, context: NavigationContext): boolean {
  return Boolean(item.dependsOnSession && context.isSessionPending);
}

/** The main menu: Home, General info, Candidacy area, My life. */
export const mainMenuItems: readonly NavigationItem[] = [
  { id: 'home', icon: IconHome, to: paths.home, label: (t) => t('menu.home') },
  { id: 'info', icon: IconInfoCircle, to: paths.info, label: (t) => t('menu.info') },
  { id: 'candidates', icon: IconSchool, to: paths.candidates, label: (t) => t('menu.candidates') },
  { id: 'myAlmaLife', icon: IconHeartHandshake, to: paths.myAlmaLife, label: (t) => t('menu.myAlmaLife') },
];

export function displayName(me: Me): string {
  return `${me.firstName} ${me.lastName}`.trim() || me.username;
}

/**
 * The navbar links, in order. Features that arrive later (stage, …) add their entry here with a
 * predicate on `Access` (e.g. `access.isStageVisible`).
 */
export const navbarItems: readonly NavigationItem[] = [
  { id: 'assistance', icon: IconLifebuoy, to: paths.assistance, label: (t) => t('navbar.assistance') },
  {
    // The shop (specification 000, section 2: "links to assistance, shop, …"): the commerce home.
    id: 'shop',
    icon: IconShoppingBag,
    to: paths.ecommerce,
    label: (t) => t('navbar.shop'),
    compact: true,
    isVisible: ({ access }) => access.isShopVisible,
  },
  {
    // The stage (specification 000, section 2: "links to assistance, shop, stage, …"; "The stage
    // item is hidden when stage status is 99"): the internship area, on the stage flag too.
    id: 'stage',
    icon: IconBriefcase,
    to: paths.internship,
    label: (t) => t('navbar.stage'),
    compact: true,
    isVisible: ({ me }) => isStageMenuVisible(me?.subject ?? null),
  },
  {
    id: 'console',
    icon: IconLayoutDashboard,
    to: paths.staff,
    label: (t) => t('navbar.console'),
    isVisible: ({ me }) => staffAccess(me?.subject ?? null) !== 'notStaff',
  },
  {
    id: 'attendance',
    icon: IconQrcode,
    to: paths.attendance,
    label: (t) => t('navbar.attendance'),
    compact: true,
    isVisible: ({ access }) => access.isAttendanceVisible,
  },
  {
    // The door icon (specification 000, section 2): the doors section of Utility.
    id: 'doors',
    icon: IconDoor,
    to: `${paths.utility}#porte`,
    label: (t) => t('navbar.doors'),
    compact: true,
    // It leads to Utility's doors section, which shows alone to whoever opens doors without
    // Utility (an external user given the doors: decision 55).
    isVisible: ({ access }) => access.canOpenDoors,
  },
  {
    id: 'utility',
    icon: IconId,
    to: paths.utility,
    label: (t) => t('navbar.utility'),
    compact: true,
    // The Utility page's own rule (decision 0037), so the link and the page always agree.
    isVisible: ({ access }) => access.canSeeUtility,
  },
  {
    id: 'profile',
    icon: IconUserCircle,
    to: paths.profile,
    label: (t, { me }) => (me ? displayName(me) : t('navbar.login')),
    dependsOnSession: true,
  },
  {
    id: 'signup',
    icon: IconUserPlus,
    to: signUpPath,
    label: (t) => t('navbar.signup'),
    isVisible: ({ access }) => !access.isLoggedIn,
    dependsOnSession: true,
  },
];

export function visibleItems(items: readonly NavigationItem[], context: NavigationContext): NavigationItem[] {
  return items.filter((item) => item.isVisible?.(context) ?? true);
}
