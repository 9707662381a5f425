import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { titled } from '../../testing/titled.ts';
import { step0Schema, step0Visibility } from './step-0.ts';

function issuesOf(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  return (result.error?.issues ?? []).map(
    (i) => `${i.path.join('.')}: ${/^[a-z]+\.[a-zA-Z]+$/.test(i.message) ? i.message : `zod:${i.code}`}`,
  );
}

const NEW = { hasProfileId: false };
const VALID = {
  username: 'mario.rossi@example.it',
  password: 'Sfoglia 2025!',
  confirmPassword: 'Sfoglia 2025!',
};

describe('step 0 — "username required (max 80); password required (max 80); confirm password non-empty and equal to the password (only shown when no profile id exists)"', () => {
  it.each(
    titled<{ case: string; input: object; issues: string[] }>('$case', [
      { case: 'a new account', input: VALID, issues: [] },
      {
        case: 'username required',
        input: { ...VALID, username: '  ' },
        issues: ['username: application.required'],
      },
      {
        case: 'username max 80',
        input: { ...VALID, username: 'u'.repeat(81) },
        issues: ['username: zod:too_big'],
      },
      {
        case: 'password required',
        input: { ...VALID, password: '', confirmPassword: '' },
        issues: ['password: application.required', 'confirmPassword: application.required'],
      },
      {
        case: 'whitespace-only password trims to empty',
        input: { ...VALID, password: '   ', confirmPassword: '   ' },
        issues: ['password: application.required'],
      },
      {
        case: 'password max 80',
        input: { ...VALID, password: 'p'.repeat(81), confirmPassword: 'p'.repeat(81) },
        issues: ['password: zod:too_big'],
      },
      {
        case: 'confirm password non-empty',
        input: { ...VALID, confirmPassword: '' },
        issues: ['confirmPassword: application.required'],
      },
      {
        case: '"equal to the password": "Password no match!"',
        input: { ...VALID, confirmPassword: 'Sfoglia 2024!' },
        issues: ['confirmPassword: auth.passwordMismatch'],
      },
      {
        case: 'a mismatch is reported even when the username is missing',
        input: { ...VALID, username: '', confirmPassword: 'x' },
        issues: ['username: application.required', 'confirmPassword: auth.passwordMismatch'],
      },
      {
        case: 'unknown fields are refused',
        input: { ...VALID, admin: true },
        issues: [': zod:unrecognized_keys'],
      },
    ]),
  )('%s', (_title, { input, issues }) => {
    expect(issuesOf(step0Schema(NEW), input)).toEqual(issues);
  });

  it('keeps the password exactly as typed (spaces are characters), trims the username', () => {
    expect(
      step0Schema(NEW).parse({
        ...VALID,
        username: ' mario ',
        password: ' a b c d ',
        confirmPassword: ' a b c d ',
      }),
    ).toEqual({
      username: 'mario',
      password: ' a b c d ',
    });
  });

  it('R-step0: with a profile id there is nothing to create', () => {
    expect(step0Visibility({ hasProfileId: true })).toEqual({
      username: false,
      password: false,
      confirmPassword: false,
    });
    expect(step0Schema({ hasProfileId: true }).parse({})).toEqual({});
    expect(step0Visibility({ hasProfileId: false }).confirmPassword).toBe(true);
  });
});
