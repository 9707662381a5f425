import { describe, expect, it } from 'vitest';
import { titled } from '../testing/titled.ts';
import {
  isStaffPermission,
  STAFF_PERMISSION_NAMES,
  type StaffDecision,
  type StaffPermission,
  staffAccess,
  staffAreas,
  staffPermissions,
} from './staff.ts';
import { type AccessSubject, CATEGORIES, type Category, WEBAPP_PERMISSION_DOORS } from './subject.ts';

function person(categories: Category[], webappPermissions: string[]): AccessSubject {
  return {
    categories,
    isShopEnabled: false,
    webappPermissions,
    stageStatus: 99,
    hasOpenFeedback: false,
    enrolments: [],
  };
}
const employee = (...permissions: string[]) => person(['Dipendente'], permissions);

interface Row {
  case: string;
  subject: AccessSubject | null;
  permission: StaffPermission | undefined;
  expected: StaffDecision;
}

describe('staffAccess — the console is for a Dipendente with a staff permission', () => {
  it.each(
    titled<Row>('$case ($permission) → $expected', [
      { case: 'visitor', subject: null, permission: undefined, expected: 'notStaff' },
      { case: 'visitor', subject: null, permission: 'Segreteria', expected: 'notStaff' },
      {
        case: 'Dipendente without permissions',
        subject: employee(),
        permission: undefined,
        expected: 'notStaff',
      },
      {
        case: 'Dipendente with only Apertura Porte (not a staff permission)',
        subject: employee(WEBAPP_PERMISSION_DOORS),
        permission: 'Segreteria',
        expected: 'notStaff',
      },
      {
        case: 'Dipendente with "segreteria" in another case (not the permission)',
        subject: employee('segreteria'),
        permission: undefined,
        expected: 'notStaff',
      },
      {
        case: 'Dipendente with Segreteria, the console',
        subject: employee('Segreteria'),
        permission: undefined,
        expected: 'allowed',
      },
      {
        case: 'Dipendente with Segreteria',
        subject: employee(WEBAPP_PERMISSION_DOORS, 'Segreteria'),
        permission: 'Segreteria',
        expected: 'allowed',
      },
      {
        case: 'Dipendente with Segreteria only',
        subject: employee('Segreteria'),
        permission: 'Amministrazione',
        expected: 'forbidden',
      },
      {
        case: 'Dipendente with Amministrazione only',
        subject: employee('Amministrazione'),
        permission: 'Segreteria',
        expected: 'forbidden',
      },
      {
        case: 'Dipendente with Amministrazione',
        subject: employee('Amministrazione'),
        permission: 'Amministrazione',
        expected: 'allowed',
      },
      {
        case: 'Dipendente and Studente with both',
        subject: person(['Studente', 'Dipendente'], ['Segreteria', 'Amministrazione']),
        permission: 'Amministrazione',
        expected: 'allowed',
      },
      ...CATEGORIES.filter((c) => c !== 'Dipendente').map(
        (c): Row => ({
          case: `${c} with every staff permission (not an employee)`,
          subject: person([c], [...STAFF_PERMISSION_NAMES]),
          permission: 'Segreteria',
          expected: 'notStaff',
        }),
      ),
    ]),
  )('%s', (_title, { subject, permission, expected }) => {
    expect(staffAccess(subject, permission)).toBe(expected);
  });
});

describe('the staff permissions and the areas they open', () => {
  it.each([
    { subject: null, permissions: [], areas: [] },
    { subject: person(['Studente'], ['Segreteria']), permissions: [], areas: [] },
    {
      subject: employee('Apertura Porte', 'Segreteria'),
      permissions: ['Segreteria'],
      areas: [
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
    },
    {
      subject: employee('Amministrazione'),
      permissions: ['Amministrazione'],
      areas: ['users', 'permissions', 'editions', 'doors'],
    },
    {
      subject: employee('Didattica'),
      permissions: ['Didattica'],
      areas: ['lessons', 'classrooms', 'attendance'],
    },
    {
      subject: employee('Amministrazione', 'Segreteria'),
      permissions: ['Segreteria', 'Amministrazione'],
      areas: [
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
        'users',
        'permissions',
        'editions',
        'doors',
      ],
    },
  ])('$permissions opens $areas', ({ subject, permissions, areas }) => {
    expect(staffPermissions(subject)).toEqual(permissions);
    expect(staffAreas(subject)).toEqual(areas);
  });

  it.each([
    ['Segreteria', true],
    ['Amministrazione', true],
    ['Apertura Porte', false],
    ['toString', false],
    ['', false],
  ])('%s is a staff permission: %s', (name, expected) => {
    expect(isStaffPermission(name)).toBe(expected);
  });
});
