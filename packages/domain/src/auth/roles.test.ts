import { describe, expect, it } from 'vitest';
import { roleNeedsSecretariatConfirmation, SIGNUP_ROLES } from './roles.ts';

describe('sign-up roles — "Role options: 1 student IPSAR, 2 parent, 3 HORECA professional, 4 IPSAR teacher, 5 Alma candidate, 6 Alma student, 7 Alma graduate."', () => {
  it('offers exactly roles 1 to 7', () => {
    expect(SIGNUP_ROLES).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});

describe('roleNeedsSecretariatConfirmation — "Roles 5-7 show a note that secretariat confirmation takes a few days."', () => {
  it.each([
    { role: 0, expected: false },
    { role: 1, expected: false },
    { role: 2, expected: false },
    { role: 3, expected: false },
    { role: 4, expected: false },
    { role: 5, expected: true },
    { role: 6, expected: true },
    { role: 7, expected: true },
    { role: 8, expected: false },
  ])('role $role → $expected', ({ role, expected }) => {
    expect(roleNeedsSecretariatConfirmation(role)).toBe(expected);
  });
});
