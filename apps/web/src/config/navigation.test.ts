import { computeAccess } from '@school/domain/access/access';
import { type EnrolmentFlags, emptyEnrolment } from '@school/domain/access/subject';
import type { Me } from '@school/domain/auth/contracts/get-me';
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { displayName, isWaitingForSession, mainMenuItems, navbarItems, visibleItems } from './navigation';

const me: Me = {
  id: 'u1',
  username: 'mario@example.test',
  email: 'mario@example.test',
  firstName: 'Mario',
  lastName: 'Rossi',
  language: 'it',
  applicationStep: null,
  productCode: null,
  hasPassword: true,
  subject: {
    categories: ['Esterno'],
    isShopEnabled: false,
    webappPermissions: [],
    stageStatus: 99,
    hasOpenFeedback: false,
    enrolments: [],
  },
};

describe('navigation', () => {
  it('has the four main menu entries', () => {
    expect(mainMenuItems.map((item) => item.to)).toEqual(['/', '/info', '/candidati', '/myalmalife']);
  });

  it('offers sign-up to visitors only, and names the profile link', async () => {
    await i18n.changeLanguage('it');
    const visitor = { access: computeAccess(null, 'it'), me: null };
    const user = { access: computeAccess(me.subject, 'it'), me };
    expect(visibleItems(navbarItems, visitor).map((item) => item.id)).toEqual([
      'assistance',
      'profile',
      'signup',
    ]);
    expect(visibleItems(navbarItems, user).map((item) => item.id)).toEqual(['assistance', 'profile']);
    const profile = navbarItems.find((item) => item.id === 'profile');
    expect(profile?.label(i18n.t, visitor)).toBe('Accedi');
    expect(profile?.label(i18n.t, user)).toBe('Mario Rossi');
    expect(navbarItems.find((item) => item.id === 'signup')?.to).toBe('/profilo?signup=1');
  });

  it('shows the Console link to staff only', () => {
    const ids = (categories: string[], webappPermissions: string[]) => {
      const subject = { ...me.subject, categories, webappPermissions } as Me['subject'];
      const context = { access: computeAccess(subject, 'it'), me: { ...me, subject } };
      return visibleItems(navbarItems, context).map((item) => item.id);
    };
    expect(ids(['Dipendente'], ['Segreteria'])).toEqual(['assistance', 'console', 'profile']);
    expect(ids(['Dipendente'], ['Amministrazione'])).toContain('console');
    expect(ids(['Dipendente'], [])).not.toContain('console');
    expect(ids(['Candidato'], ['Segreteria'])).not.toContain('console');
    expect(navbarItems.find((item) => item.id === 'console')?.to).toBe('/staff');
  });

  it('shows attendance with the course flag, and utility to the student area with a course enrolment', () => {
    const course = { ...emptyEnrolment('c1', 'course'), isActive: true };
    const ids = (categories: string[], enrolments: EnrolmentFlags[]) => {
      const subject = { ...me.subject, categories, enrolments } as Me['subject'];
      const context = { access: computeAccess(subject, 'it'), me: { ...me, subject } };
      return visibleItems(navbarItems, context).map((item) => item.id);
    };
    expect(ids(['Studente'], [{ ...course, isActiveAttendance: true }])).toEqual([
      'assistance',
      'attendance',
      'utility',
      'profile',
    ]);
    expect(ids(['Studente'], [course])).toEqual(['assistance', 'utility', 'profile']);
    expect(ids(['Studente'], [])).toEqual(['assistance', 'profile']);
    expect(ids(['Diplomato'], [{ ...course, isActiveAttendance: true }])).not.toContain('utility');
    expect(
      ids(['Studente'], [{ ...emptyEnrolment('h1', 'housing'), isActive: true, isActiveHousing: true }]),
    ).toEqual(['assistance', 'profile']);
    expect(navbarItems.find((item) => item.id === 'attendance')?.to).toBe('/presenze');
    expect(navbarItems.find((item) => item.id === 'utility')?.to).toBe('/utility');
  });

  it('shows the door icon, to the doors section, to whoever may open doors, and to nobody else', () => {
    const ids = (categories: string[], enrolments: EnrolmentFlags[], webappPermissions: string[] = []) => {
      const subject = { ...me.subject, categories, enrolments, webappPermissions } as Me['subject'];
      const context = { access: computeAccess(subject, 'it'), me: { ...me, subject } };
      return visibleItems(navbarItems, context).map((item) => item.id);
    };
    const doorShop = { ...emptyEnrolment('s1', 'shop'), isActiveDoorOpening: true };
    const housing = emptyEnrolment('h1', 'housing');
    // An external user given the doors: a door-opening shop enrolment is all they have.
    expect(ids(['Esterno'], [doorShop])).toEqual(['assistance', 'doors', 'profile']);
    expect(ids(['Esterno'], [housing, doorShop])).toContain('doors');
    expect(ids(['Esterno'], [{ ...doorShop, isActiveDoorOpening: false }])).not.toContain('doors');
    expect(ids(['Esterno'], [])).not.toContain('doors');
    const doorCourse = { ...emptyEnrolment('c1', 'course'), isActive: true, isActiveDoorOpening: true };
    expect(ids(['Studente'], [doorCourse])).toEqual(['assistance', 'doors', 'utility', 'profile']);
    expect(ids(['Dipendente'], [], ['Apertura Porte'])).toContain('doors');
    expect(ids(['Dipendente'], [])).not.toContain('doors');
    expect(navbarItems.find((item) => item.id === 'doors')?.to).toBe('/utility#porte');
  });

  it('shows the shop link, to the commerce home, when the shop is visible', () => {
    const course = { ...emptyEnrolment('c1', 'course'), isActive: true };
    const ids = (subject: Me['subject']) =>
      visibleItems(navbarItems, { access: computeAccess(subject, 'it'), me: { ...me, subject } }).map(
        (item) => item.id,
      );
    expect(ids({ ...me.subject, isShopEnabled: true })).toEqual(['assistance', 'shop', 'profile']);
    expect(
      ids({ ...me.subject, categories: ['Studente'], enrolments: [{ ...course, isActiveEcommerce: true }] }),
    ).toContain('shop');
    expect(ids(me.subject)).not.toContain('shop');
    expect(
      visibleItems(navbarItems, { access: computeAccess(null, 'it'), me: null }).map((i) => i.id),
    ).not.toContain('shop');
    expect(navbarItems.find((item) => item.id === 'shop')?.to).toBe('/ecommerce');
  });

  it('keeps the session-dependent links invisible while the session is being read', () => {
    const loading = { access: computeAccess(null, 'it'), me: null, isSessionPending: true };
    const waiting = navbarItems.filter((item) => isWaitingForSession(item, loading)).map((item) => item.id);
    expect(waiting).toEqual(['profile', 'signup']);
    const known = { ...loading, isSessionPending: false };
    expect(navbarItems.some((item) => isWaitingForSession(item, known))).toBe(false);
  });

  it('falls back to the username without a name', () => {
    expect(displayName({ ...me, firstName: '', lastName: ' ' })).toBe('mario@example.test');
  });
  it('shows the stage link, to the internship area, with the stage flag and a status other than 99', async () => {
    const course = { ...emptyEnrolment('c1', 'course'), isActive: true };
    const ids = (stageStatus: number, isActiveStage: boolean) => {
      const subject = {
        ...me.subject,
        categories: ['Studente'],
        stageStatus,
        enrolments: [{ ...course, isActiveStage }],
      } as Me['subject'];
      return visibleItems(navbarItems, { access: computeAccess(subject, 'it'), me: { ...me, subject } }).map(
        (item) => item.id,
      );
    };
    expect(ids(1, true)).toContain('stage');
    expect(ids(6, true)).toContain('stage');
    expect(ids(0, true)).toContain('stage');
    // "The stage item is hidden when stage status is 99"; "A status below 0 becomes 99".
    expect(ids(99, true)).not.toContain('stage');
    expect(ids(-1, true)).not.toContain('stage');
    // "stage … menus depend on matching active flags".
    expect(ids(1, false)).not.toContain('stage');
    expect(
      visibleItems(navbarItems, { access: computeAccess(null, 'it'), me: null }).map((i) => i.id),
    ).not.toContain('stage');
    const stage = navbarItems.find((item) => item.id === 'stage');
    expect(stage?.to).toBe('/areastage');
    const context = { access: computeAccess(null, 'it'), me: null };
    await i18n.changeLanguage('it');
    expect(stage?.label(i18n.t, context)).toBe('Stage');
    await i18n.changeLanguage('en');
    expect(stage?.label(i18n.t, context)).toBe('Internship');
  });
});
