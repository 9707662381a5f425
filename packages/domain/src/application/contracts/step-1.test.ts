import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { titled } from '../../testing/titled.ts';
import { type Step1Body, step1Schema, step1Visibility } from './step-1.ts';

function issuesOf(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  return (result.error?.issues ?? []).map(
    (i) => `${i.path.join('.')}: ${/^[a-z]+\.[a-zA-Z]+$/.test(i.message) ? i.message : `zod:${i.code}`}`,
  );
}

const VALID: Step1Body = {
  firstName: 'Anna-Maria',
  lastName: "D'Angelo",
  sex: 'F',
  mobilePrefix: '+39',
  mobileNumber: '3331234567',
  email: 'anna@example.it',
  secondaryEmail: 'anna.dangelo@example.com',
  confirmEmail: 'anna@example.it',
  privacy: true,
};
const NEW = { profileEmail: null };

describe('step 1 — personal data', () => {
  it('a complete form: phones saved as "+" prefix then number, defaults yes', () => {
    expect(step1Schema(NEW).parse(VALID)).toEqual({
      firstName: 'Anna-Maria',
      lastName: "D'Angelo",
      sex: 'F',
      mobilePrefix: '39',
      mobileNumber: '3331234567',
      mobilePhone: '+393331234567',
      phone2Prefix: '',
      phone2Number: '',
      phone2: '',
      email: 'anna@example.it',
      secondaryEmail: 'anna.dangelo@example.com',
      personEmail: 'anna@example.it',
      privacy: true,
      marketing: true,
      notifications: true,
    });
  });

  it.each(
    titled<{
      case: string;
      input: Partial<Step1Body>;
      ctx?: { profileEmail: string | null };
      issues: string[];
    }>('$case', [
      {
        case: '"first name letters and spaces only"',
        input: { firstName: 'Anna2' },
        issues: ['firstName: application.invalidName'],
      },
      { case: '"max 40"', input: { firstName: 'a'.repeat(41) }, issues: ['firstName: zod:too_big'] },
      {
        case: '"last name letters and spaces, max 80"',
        input: { lastName: 'b'.repeat(81) },
        issues: ['lastName: zod:too_big'],
      },
      {
        case: 'R-names-required: first name',
        input: { firstName: '   ' },
        issues: ['firstName: application.required'],
      },
      {
        case: 'R-names-required: last name',
        input: { lastName: undefined },
        issues: ['lastName: application.required'],
      },
      { case: '"sex F or M required"', input: { sex: '' }, issues: ['sex: application.required'] },
      { case: 'sex other than F or M', input: { sex: 'X' }, issues: ['sex: application.invalidOption'] },
      {
        case: '"phone prefix required"',
        input: { mobilePrefix: '' },
        issues: ['mobilePrefix: application.required'],
      },
      {
        case: '"mobile required"',
        input: { mobileNumber: ' ' },
        issues: ['mobileNumber: application.required'],
      },
      {
        case: '"mobile ... max 40"',
        input: { mobileNumber: '1'.repeat(41) },
        issues: ['mobileNumber: zod:too_big'],
      },
      {
        case: '"digits and plus only"',
        input: { mobileNumber: '333-123' },
        issues: ['mobileNumber: application.invalidPhone'],
      },
      {
        case: '"second prefix required once the second number is filled"',
        input: { phone2Number: '0521123456' },
        issues: ['phone2Prefix: application.required'],
      },
      { case: 'second number optional', input: { phone2Number: '', phone2Prefix: '' }, issues: [] },
      { case: 'a second prefix alone is fine', input: { phone2Prefix: '+41' }, issues: [] },
      {
        case: '"e-mail required"',
        input: { email: '', confirmEmail: '' },
        issues: ['email: application.required', 'confirmEmail: application.required'],
      },
      {
        case: '"matching an e-mail pattern"',
        input: { email: 'anna@', confirmEmail: 'anna@' },
        issues: ['email: application.invalidEmail', 'confirmEmail: application.invalidEmail'],
      },
      {
        case: '"secondary e-mail required"',
        input: { secondaryEmail: '' },
        issues: ['secondaryEmail: application.required'],
      },
      {
        case: '"secondary e-mail ... matching"',
        input: { secondaryEmail: 'x' },
        issues: ['secondaryEmail: application.invalidEmail'],
      },
      {
        case: '"confirm e-mail equal to e-mail"',
        input: { confirmEmail: 'other@example.it' },
        issues: ['confirmEmail: auth.emailMismatch'],
      },
      { case: 'confirmation compares ignoring case', input: { confirmEmail: 'ANNA@example.it' }, issues: [] },
      {
        case: '"hidden when the profile already has an e-mail"',
        input: { confirmEmail: undefined },
        ctx: { profileEmail: 'anna@example.it' },
        issues: [],
      },
      {
        case: '"shown once it is edited"',
        input: { email: 'new@example.it', confirmEmail: '' },
        ctx: { profileEmail: 'anna@example.it' },
        issues: ['confirmEmail: application.required'],
      },
      {
        case: '"privacy acceptance required"',
        input: { privacy: false },
        issues: ['privacy: application.privacyRequired'],
      },
      {
        case: 'privacy missing',
        input: { privacy: undefined },
        issues: ['privacy: application.privacyRequired'],
      },
    ]),
  )('%s', (_title, { input, ctx, issues }) => {
    expect(issuesOf(step1Schema(ctx ?? NEW), { ...VALID, ...input })).toEqual(issues);
  });

  it('"An Apple private-relay e-mail triggers use of the secondary e-mail as person e-mail."', () => {
    const relay = 'x7h2k9p4qz@privaterelay.appleid.com';
    const values = step1Schema(NEW).parse({ ...VALID, email: relay, confirmEmail: relay });
    expect(values.email).toBe(relay);
    expect(values.personEmail).toBe('anna.dangelo@example.com');
  });

  it('"promotional communications yes/no required (default yes); notification consent yes/no (default yes)"', () => {
    const values = step1Schema(NEW).parse({ ...VALID, marketing: false, notifications: false });
    expect([values.marketing, values.notifications]).toEqual([false, false]);
  });

  it('the second phone is saved like the first', () => {
    const values = step1Schema(NEW).parse({ ...VALID, phone2Prefix: '+41', phone2Number: '79 123 45 67' });
    expect(values.phone2).toBe('+41791234567');
  });

  it('"Whitespace-only text trims to empty"', () => {
    expect(issuesOf(step1Schema(NEW), { ...VALID, firstName: ' \u00a0 ' })).toEqual([
      'firstName: application.required',
    ]);
  });

  it('step1Visibility', () => {
    expect(step1Visibility({ profileEmail: 'a@b.it' }, { email: 'a@b.it', phone2Number: '' })).toEqual({
      confirmEmail: false,
      phone2PrefixRequired: false,
    });
    expect(
      step1Visibility(
        { profileEmail: 'a@b.it' },
        { email: 'a@b.it', isEmailEdited: true, phone2Number: '1' },
      ),
    ).toEqual({
      confirmEmail: true,
      phone2PrefixRequired: true,
    });
  });

  it('accepts any name of letters in any script (property)', () => {
    const name = fc.stringMatching(/^[\p{L}]{1,20}$/u);
    fc.assert(
      fc.property(name, name, (firstName, lastName) => {
        expect(step1Schema(NEW).safeParse({ ...VALID, firstName, lastName }).success).toBe(true);
      }),
    );
  });

  it('uses the list of prefixes when given', () => {
    expect(
      issuesOf(step1Schema({ ...NEW, phonePrefixes: ['+39', '+86'] }), { ...VALID, mobilePrefix: '+44' }),
    ).toEqual(['mobilePrefix: application.invalidPhonePrefix']);
  });
});
