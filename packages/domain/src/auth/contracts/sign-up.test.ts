import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { titled } from '../../testing/titled.ts';
import { SIGNUP_ROLES } from '../roles.ts';
import { canSubmitSignUp, SignUpBodySchema } from './sign-up.ts';

type SignUpInput = z.input<typeof SignUpBodySchema>;

const VALID: SignUpInput = {
  username: 'mario.rossi@example.com',
  password: 'Segreta!2024',
  firstName: 'Mario',
  lastName: 'Rossi',
  sex: 'M',
  birthDate: '2000-05-17',
  email: 'mario.rossi@example.com',
  mobilePhone: '+39 333 1234567',
  role: 5,
  privacy: true,
  language: 'it',
};

function without<T extends object>(value: T, key: keyof T): Partial<T> {
  const { [key]: _removed, ...rest } = value;
  return rest as Partial<T>;
}

/** The fields a rejected body is blamed on. */
function rejectedFields(input: unknown): string[] {
  const result = SignUpBodySchema.safeParse(input);
  expect(result.success).toBe(false);
  return result.error?.issues.map((issue) => issue.path.join('.')) ?? [];
}

const over100 = 'x'.repeat(101);
/** An e-mail address of exactly `length` characters. */
const emailOfLength = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;

describe('SignUpBodySchema — "Signup form: username (as email), password, first name, last name, sex F/M, birth date, repeated email, mobile phone, role, privacy checkbox"', () => {
  it('accepts a complete sign-up', () => {
    expect(SignUpBodySchema.parse(VALID)).toEqual(VALID);
  });

  it('accepts the minimum the spec requires and fills the optional fields', () => {
    const minimal = {
      username: 'a@b.it',
      password: 'abcdefgh',
      firstName: '',
      lastName: 'R',
      email: 'a@b.it',
      role: 1,
      privacy: true,
    };
    expect(SignUpBodySchema.parse(minimal)).toEqual({
      ...minimal,
      sex: '',
      birthDate: '',
      mobilePhone: '',
      language: 'it',
    });
  });

  it('trims text, and whitespace-only optional text becomes empty', () => {
    const parsed = SignUpBodySchema.parse({
      ...VALID,
      username: '  mario.rossi@example.com ',
      email: ' mario.rossi@example.com',
      firstName: '   ',
      lastName: '  Rossi  ',
      mobilePhone: '  ',
      birthDate: ' 2000-05-17 ',
    });
    expect(parsed).toMatchObject({
      username: 'mario.rossi@example.com',
      email: 'mario.rossi@example.com',
      firstName: '',
      lastName: 'Rossi',
      mobilePhone: '',
      birthDate: '2000-05-17',
    });
  });

  it('does not trim the password', () => {
    expect(SignUpBodySchema.parse({ ...VALID, password: ' pass word ' }).password).toBe(' pass word ');
  });

  it.each(SIGNUP_ROLES)('"Role options: 1 ... 7" — role %i is accepted', (role) => {
    expect(SignUpBodySchema.safeParse({ ...VALID, role }).success).toBe(true);
  });

  it.each(
    titled('"sex F/M" — $case is accepted', [
      { case: 'F', sex: 'F' },
      { case: 'M', sex: 'M' },
      { case: 'not chosen', sex: '' },
    ]),
  )('%s', (_title, { sex }) => {
    expect(SignUpBodySchema.safeParse({ ...VALID, sex }).success).toBe(true);
  });

  it.each(
    titled('accepts $case', [
      { case: 'birth date on the lower bound', patch: { birthDate: '1900-01-01' } },
      { case: 'birth date on the upper bound', patch: { birthDate: '2100-12-31' } },
      { case: 'a leap day', patch: { birthDate: '2004-02-29' } },
      { case: 'English', patch: { language: 'en' } },
      {
        case: 'a 100-character username and e-mail',
        patch: { username: emailOfLength(100), email: emailOfLength(100) },
      },
      { case: 'a 100-character last name', patch: { lastName: 'x'.repeat(100) } },
      { case: 'a 100-character password', patch: { password: 'p'.repeat(100) } },
      { case: 'the repeated e-mail in another letter case', patch: { email: 'Mario.Rossi@EXAMPLE.com' } },
      { case: 'a mobile number without plus', patch: { mobilePhone: '3331234567' } },
    ]),
  )('%s', (_title, { patch }) => {
    expect(SignUpBodySchema.safeParse({ ...VALID, ...patch }).success).toBe(true);
  });

  it.each(
    titled<{ case: string; input: unknown; field: string }>('rejects $case (blamed on "$field")', [
      // "username matches an e-mail pattern"
      {
        case: 'username not an e-mail',
        input: { ...VALID, username: 'mario', email: 'mario' },
        field: 'username',
      },
      {
        case: 'username without domain',
        input: { ...VALID, username: 'mario@', email: 'mario@' },
        field: 'username',
      },
      {
        case: 'username without local part',
        input: { ...VALID, username: '@example.com' },
        field: 'username',
      },
      {
        case: 'username without top-level domain',
        input: { ...VALID, username: 'mario@example' },
        field: 'username',
      },
      {
        case: 'username with a space inside',
        input: { ...VALID, username: 'mario rossi@example.com' },
        field: 'username',
      },
      { case: 'username empty', input: { ...VALID, username: '' }, field: 'username' },
      { case: 'username missing', input: without(VALID, 'username'), field: 'username' },
      // "password required"
      { case: 'password empty', input: { ...VALID, password: '' }, field: 'password' },
      { case: 'password missing', input: without(VALID, 'password'), field: 'password' },
      // "repeated e-mail required"
      { case: 'repeated e-mail missing', input: without(VALID, 'email'), field: 'email' },
      { case: 'repeated e-mail empty', input: { ...VALID, email: '' }, field: 'email' },
      {
        case: 'repeated e-mail different from username',
        input: { ...VALID, email: 'luigi@example.com' },
        field: 'email',
      },
      // "last name required"
      { case: 'last name missing', input: without(VALID, 'lastName'), field: 'lastName' },
      { case: 'last name empty', input: { ...VALID, lastName: '' }, field: 'lastName' },
      { case: 'last name whitespace only', input: { ...VALID, lastName: '   ' }, field: 'lastName' },
      // "role required"
      { case: 'role missing', input: without(VALID, 'role'), field: 'role' },
      { case: 'role 0', input: { ...VALID, role: 0 }, field: 'role' },
      { case: 'role 8', input: { ...VALID, role: 8 }, field: 'role' },
      { case: 'role -1', input: { ...VALID, role: -1 }, field: 'role' },
      { case: 'role 1.5', input: { ...VALID, role: 1.5 }, field: 'role' },
      { case: 'role as a string', input: { ...VALID, role: '5' }, field: 'role' },
      // "privacy required"
      { case: 'privacy false', input: { ...VALID, privacy: false }, field: 'privacy' },
      { case: 'privacy missing', input: without(VALID, 'privacy'), field: 'privacy' },
      { case: 'privacy as a string', input: { ...VALID, privacy: 'true' }, field: 'privacy' },
      // "Text max length 100."
      {
        case: 'username over 100 characters',
        input: { ...VALID, username: emailOfLength(101), email: emailOfLength(101) },
        field: 'username',
      },
      { case: 'first name over 100 characters', input: { ...VALID, firstName: over100 }, field: 'firstName' },
      { case: 'last name over 100 characters', input: { ...VALID, lastName: over100 }, field: 'lastName' },
      {
        case: 'password over 100 characters',
        input: { ...VALID, password: 'p'.repeat(101) },
        field: 'password',
      },
      // "sex F/M", "birth date", "mobile phone"
      { case: 'sex X', input: { ...VALID, sex: 'X' }, field: 'sex' },
      { case: 'sex in lower case', input: { ...VALID, sex: 'f' }, field: 'sex' },
      {
        case: 'birth date impossible (30 February)',
        input: { ...VALID, birthDate: '2023-02-30' },
        field: 'birthDate',
      },
      { case: 'birth date before 1900', input: { ...VALID, birthDate: '1899-12-31' }, field: 'birthDate' },
      { case: 'birth date after 2100', input: { ...VALID, birthDate: '2101-01-01' }, field: 'birthDate' },
      {
        case: 'birth date shown format DD-MM-YYYY',
        input: { ...VALID, birthDate: '17-05-2000' },
        field: 'birthDate',
      },
      {
        case: 'mobile phone with letters',
        input: { ...VALID, mobilePhone: '333-CALLME' },
        field: 'mobilePhone',
      },
      {
        case: 'mobile phone with a plus inside',
        input: { ...VALID, mobilePhone: '39+333' },
        field: 'mobilePhone',
      },
      {
        case: 'mobile phone over 40 characters',
        input: { ...VALID, mobilePhone: '3'.repeat(41) },
        field: 'mobilePhone',
      },
      // "Italian and English everywhere; Chinese only on the application route"
      { case: 'language zh', input: { ...VALID, language: 'zh' }, field: 'language' },
      // unknown fields are refused (strict)
      { case: 'an unknown field', input: { ...VALID, isAdmin: true }, field: '' },
      { case: 'a category smuggled in', input: { ...VALID, categories: ['Dipendente'] }, field: '' },
    ]),
  )('%s', (_title, { input, field }) => {
    expect(rejectedFields(input)).toContain(field);
  });

  it('"repeated e-mail different from username" is reported as auth.emailMismatch on the e-mail field', () => {
    const result = SignUpBodySchema.safeParse({ ...VALID, email: 'luigi@example.com' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['email'], message: 'auth.emailMismatch' }),
    ]);
  });

  it('reports the repeated e-mail mismatch together with the other problems of the body', () => {
    expect(rejectedFields({ ...VALID, email: 'luigi@example.com', role: undefined }).sort()).toEqual([
      'email',
      'role',
    ]);
  });

  it('rejects non-objects', () => {
    for (const input of [null, undefined, 'x', 1, []])
      expect(SignUpBodySchema.safeParse(input).success).toBe(false);
  });
});

describe('canSubmitSignUp — "Submit disabled until username, password, e-mail, privacy and last name are filled."', () => {
  const filled = { username: 'a@b.it', password: 'x', email: 'a@b.it', privacy: true, lastName: 'Rossi' };

  it.each(
    titled<{ case: string; form: typeof filled; expected: boolean }>('$case → $expected', [
      { case: 'all five filled', form: filled, expected: true },
      { case: 'username empty', form: { ...filled, username: '' }, expected: false },
      { case: 'username blank', form: { ...filled, username: '   ' }, expected: false },
      { case: 'password empty', form: { ...filled, password: '' }, expected: false },
      { case: 'e-mail empty', form: { ...filled, email: '' }, expected: false },
      { case: 'e-mail blank', form: { ...filled, email: ' ' }, expected: false },
      { case: 'privacy not ticked', form: { ...filled, privacy: false }, expected: false },
      { case: 'last name empty', form: { ...filled, lastName: '' }, expected: false },
      { case: 'last name blank', form: { ...filled, lastName: '\t ' }, expected: false },
      { case: 'a password of spaces counts as filled', form: { ...filled, password: '  ' }, expected: true },
      {
        case: 'nothing filled',
        form: { username: '', password: '', email: '', privacy: false, lastName: '' },
        expected: false,
      },
    ]),
  )('%s', (_title, { form, expected }) => {
    expect(canSubmitSignUp(form)).toBe(expected);
  });

  it('property: enabled exactly when all five are filled', () => {
    fc.assert(
      fc.property(
        fc.record({
          username: fc.constantFrom('', ' ', 'a@b.it'),
          password: fc.constantFrom('', ' ', 'x'),
          email: fc.constantFrom('', ' ', 'a@b.it'),
          privacy: fc.boolean(),
          lastName: fc.constantFrom('', ' ', 'Rossi'),
        }),
        (form) => {
          const expected =
            form.username.trim() !== '' &&
            form.password !== '' &&
            form.email.trim() !== '' &&
            form.privacy &&
            form.lastName.trim() !== '';
          return canSubmitSignUp(form) === expected;
        },
      ),
    );
  });
});
