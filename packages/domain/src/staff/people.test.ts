import { describe, expect, it } from 'vitest';
import { ENROLMENT_FLAG_KEYS } from '../access/subject.ts';
import { SetRegistrationBodySchema } from './contracts/people.ts';
import {
  claimedCategory,
  ENROLMENT_SWITCHES,
  initialRoleClaim,
  isWebappPermission,
  WEBAPP_PERMISSIONS,
} from './people.ts';

describe('people rules', () => {
  it('roles 5, 6 and 7 claim candidate, student and graduate, pending at sign-up; the others nothing', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(claimedCategory)).toEqual([
      null,
      null,
      null,
      null,
      'Candidato',
      'Studente',
      'Diplomato',
    ]);
    expect([4, 5, 7, null].map(initialRoleClaim)).toEqual([null, 'pending', 'pending', null]);
  });

  it('knows the staff permissions and the door opening, nothing else', () => {
    expect(WEBAPP_PERMISSIONS).toEqual([
      'Segreteria',
      'Amministrazione',
      'Didattica',
      'Prenotazioni',
      'Negozio',
      'Stage',
      'Tesi',
      'Interventi',
      'Apertura Porte',
    ]);
    expect(isWebappPermission('Apertura Porte')).toBe(true);
    expect(isWebappPermission('apertura porte')).toBe(false);
  });

  it('lets staff switch every enrolment flag but the id, the kind and the course edition', () => {
    expect(ENROLMENT_SWITCHES).toEqual(
      ENROLMENT_FLAG_KEYS.filter((k) => k !== 'id' && k !== 'kind' && k !== 'productCode'),
    );
    expect(ENROLMENT_SWITCHES).not.toContain('productCode');
  });

  it.each([
    ['S2026001', '4821', true],
    ['s2026001', '12345678', true],
    ['', '', true],
    ['2026001', '4821', false],
    ['S', '4821', false],
    ['S2026-001', '4821', false],
    ['S2026001', '482', false],
    ['S2026001', '123456789', false],
  ])('registration number %j and PIN %j valid: %s', (registrationNumber, pin, valid) => {
    expect(SetRegistrationBodySchema.safeParse({ registrationNumber, pin, version: 'v' }).success).toBe(
      valid,
    );
  });
});
