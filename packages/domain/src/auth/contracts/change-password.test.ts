import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { titled } from '../../testing/titled.ts';
import {
  type ChangePasswordBody,
  ChangePasswordBodySchema,
  passwordChangeProblem,
} from './change-password.ts';

const VALID: ChangePasswordBody = {
  oldPassword: 'Vecchia1',
  newPassword: 'Nuova-2026',
  confirm: 'Nuova-2026',
};

describe('ChangePasswordBodySchema — "Old password must equal the current stored password; new non-empty, different from current, equal to confirmation."', () => {
  it.each(
    titled('accepts $case', [
      { case: 'old, new and confirmation', input: VALID },
      {
        case: 'an empty old password (checked by the server against the hash)',
        input: { ...VALID, oldPassword: '' },
      },
      {
        case: 'passwords kept as typed, spaces included',
        input: { oldPassword: ' a ', newPassword: ' b c d e ', confirm: ' b c d e ' },
      },
      {
        case: '100-character passwords',
        input: { oldPassword: 'o'.repeat(100), newPassword: 'n'.repeat(100), confirm: 'n'.repeat(100) },
      },
    ]),
  )('%s', (_title, { input }) => {
    expect(ChangePasswordBodySchema.parse(input)).toEqual(input);
  });

  it.each(
    titled<{ case: string; input: unknown; field: string }>('rejects $case (blamed on "$field")', [
      {
        case: '"new non-empty": an empty new password',
        input: { ...VALID, newPassword: '', confirm: '' },
        field: 'newPassword',
      },
      {
        case: 'a new password over 100 characters',
        input: { ...VALID, newPassword: 'n'.repeat(101), confirm: 'n'.repeat(101) },
        field: 'newPassword',
      },
      {
        case: 'an old password over 100 characters',
        input: { ...VALID, oldPassword: 'o'.repeat(101) },
        field: 'oldPassword',
      },
      {
        case: 'a confirmation over 100 characters',
        input: { ...VALID, confirm: 'c'.repeat(101) },
        field: 'confirm',
      },
      { case: 'missing old password', input: { newPassword: 'n', confirm: 'n' }, field: 'oldPassword' },
      { case: 'missing confirmation', input: { oldPassword: 'o', newPassword: 'n' }, field: 'confirm' },
      { case: 'an unknown field (strict)', input: { ...VALID, userId: '1' }, field: '' },
    ]),
  )('%s', (_title, { input, field }) => {
    const result = ChangePasswordBodySchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toContain(field);
  });
});

describe('passwordChangeProblem — "new ... different from current, equal to confirmation"', () => {
  it.each(
    titled<{ case: string; body: ChangePasswordBody; expected: ReturnType<typeof passwordChangeProblem> }>(
      '$case → $expected',
      [
        { case: 'a new password, confirmed', body: VALID, expected: null },
        {
          case: '"equal to confirmation": confirmation differs',
          body: { ...VALID, confirm: 'Nuova3' },
          expected: 'auth.passwordMismatch',
        },
        {
          case: 'confirmation differs only in case',
          body: { ...VALID, confirm: 'nuova2' },
          expected: 'auth.passwordMismatch',
        },
        {
          case: 'confirmation differs by a trailing space',
          body: { ...VALID, confirm: 'Nuova2 ' },
          expected: 'auth.passwordMismatch',
        },
        {
          case: '"different from current": new equals old',
          body: { oldPassword: 'Same1', newPassword: 'Same1', confirm: 'Same1' },
          expected: 'auth.samePassword',
        },
        {
          case: 'new differs from old only in case',
          body: { oldPassword: 'same1', newPassword: 'Same1', confirm: 'Same1' },
          expected: null,
        },
        {
          case: 'both problems: the mismatch is reported first',
          body: { oldPassword: 'Same1', newPassword: 'Same1', confirm: 'x' },
          expected: 'auth.passwordMismatch',
        },
      ],
    ),
  )('%s', (_title, { body, expected }) => {
    expect(passwordChangeProblem(body)).toBe(expected);
  });

  it('property: null exactly when the new password is confirmed and differs from the old one', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        fc.boolean(),
        fc.string(),
        (oldPassword, newPassword, confirmed, other) => {
          const body = { oldPassword, newPassword, confirm: confirmed ? newPassword : other };
          const problem = passwordChangeProblem(body);
          if (body.confirm !== newPassword) return problem === 'auth.passwordMismatch';
          if (newPassword === oldPassword) return problem === 'auth.samePassword';
          return problem === null;
        },
      ),
    );
  });
});

describe('the password policy of a new password', () => {
  it.each(['', 'a', 'Abc-123'])('refuses %j as too short (auth.passwordTooShort)', (password) => {
    const result = ChangePasswordBodySchema.safeParse({ ...VALID, newPassword: password, confirm: password });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['newPassword'],
      message: 'auth.passwordTooShort',
    });
  });
});
