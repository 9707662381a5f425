import type { AccessSubject } from '@school/domain/access/subject';
import { IconFile } from '@tabler/icons-react';
import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { staffPath } from '../../../config/paths';
import { mayOpen, mayOpenPage, type StaffPageEntry, staffNavigation } from './staff-navigation';

function subject(categories: string[], webappPermissions: string[]): AccessSubject {
  return {
    categories,
    webappPermissions,
    isShopEnabled: false,
    stageStatus: 99,
    hasOpenFeedback: false,
    enrolments: [],
  } as unknown as AccessSubject;
}

const Component = lazy(async () => ({ default: () => null }));
const pages: StaffPageEntry[] = [
  {
    id: 'home',
    path: '',
    permission: 'any',
    nav: { group: null, icon: IconFile, label: () => 'home' },
    Component,
  },
  {
    id: 'docs',
    path: 'documents',
    permission: 'Segreteria',
    nav: { group: 'Segreteria', icon: IconFile, label: () => 'docs' },
    Component,
  },
  { id: 'detail', path: 'documents/x', permission: 'Segreteria', Component },
  {
    id: 'audit',
    path: 'audit',
    permission: 'Amministrazione',
    nav: { group: 'Amministrazione', icon: IconFile, label: () => 'audit' },
    Component,
  },
];

const ids = (s: AccessSubject | null) =>
  staffNavigation(pages, s).map((section) => [section.group, section.entries.map((e) => e.id)]);

describe('the console navigation shows the pages a staff member may open, by group', () => {
  it('Segreteria only: home and the secretariat pages, no administration group', () => {
    expect(ids(subject(['Dipendente'], ['Segreteria']))).toEqual([
      [null, ['home']],
      ['Segreteria', ['docs']],
    ]);
  });

  it('both permissions: both groups; pages without nav are left out', () => {
    expect(ids(subject(['Dipendente'], ['Segreteria', 'Amministrazione']))).toEqual([
      [null, ['home']],
      ['Segreteria', ['docs']],
      ['Amministrazione', ['audit']],
    ]);
  });

  it('not staff (a candidate holding the permission name, a visitor): nothing', () => {
    expect(ids(subject(['Candidato'], ['Segreteria']))).toEqual([]);
    expect(ids(null)).toEqual([]);
  });

  it('mayOpen follows staffAccess', () => {
    const admin = subject(['Dipendente'], ['Amministrazione']);
    expect(mayOpen(admin, 'any')).toBe(true);
    expect(mayOpen(admin, 'Amministrazione')).toBe(true);
    expect(mayOpen(admin, 'Segreteria')).toBe(false);
  });

  it("a page's own rule narrows its permission, in the navigation and at its address", () => {
    const charts: StaffPageEntry = {
      id: 'charts',
      path: 'charts',
      permission: 'any',
      allows: (s) => s?.webappPermissions.includes('Segreteria') ?? false,
      nav: { group: null, icon: IconFile, label: () => 'charts' },
      Component,
    };
    const secretariat = subject(['Dipendente'], ['Segreteria']);
    const admin = subject(['Dipendente'], ['Amministrazione']);
    expect(staffNavigation([...pages, charts], secretariat)[0]?.entries.map((e) => e.id)).toEqual([
      'home',
      'charts',
    ]);
    expect(staffNavigation([...pages, charts], admin)[0]?.entries.map((e) => e.id)).toEqual(['home']);
    expect(mayOpenPage(secretariat, charts)).toBe(true);
    expect(mayOpenPage(admin, charts)).toBe(false);
    expect(mayOpenPage(admin, pages[0]!)).toBe(true);
  });

  it('staffPath', () => {
    expect(staffPath('')).toBe('/staff');
    expect(staffPath('audit')).toBe('/staff/audit');
  });
});
