import { describe, expect, it } from 'vitest';
import { titled } from '../../testing/titled.ts';
import { ResetPasswordBodySchema } from './reset-password.ts';

const VALID = { tkn: 'a1b2c3', password: 'NuovaPassword1', confirm: 'NuovaPassword1' };

describe('ResetPasswordBodySchema — "New-password page: reads query parameter tkn; fields new password and confirm"', () => {
  it.each(
    titled('accepts $case', [
      { case: 'token, password and confirmation', input: VALID },
      { case: 'a 200-character token', input: { ...VALID, tkn: 't'.repeat(200) } },
      {
        case: '100-character passwords',
        input: { ...VALID, password: 'p'.repeat(100), confirm: 'p'.repeat(100) },
      },
      // "Password no match!" is the server's answer, not a schema error
      {
        case: 'a confirmation that differs (answered auth.passwordMismatch by the server)',
        input: { ...VALID, confirm: 'other' },
      },
      { case: 'an empty confirmation', input: { ...VALID, confirm: '' } },
    ]),
  )('%s', (_title, { input }) => {
    expect(ResetPasswordBodySchema.parse(input)).toEqual(input);
  });

  it.each(
    titled<{ case: string; input: unknown }>('rejects $case', [
      { case: 'missing token', input: { password: 'x', confirm: 'x' } },
      { case: 'empty token', input: { ...VALID, tkn: '' } },
      { case: 'token over 200 characters', input: { ...VALID, tkn: 't'.repeat(201) } },
      { case: 'empty new password', input: { ...VALID, password: '', confirm: '' } },
      {
        case: 'new password over 100 characters',
        input: { ...VALID, password: 'p'.repeat(101), confirm: 'p'.repeat(101) },
      },
      { case: 'missing confirmation', input: { tkn: 't', password: 'x' } },
      { case: 'an unknown field (strict)', input: { ...VALID, username: 'm@x.it' } },
    ]),
  )('%s', (_title, { input }) => {
    expect(ResetPasswordBodySchema.safeParse(input).success).toBe(false);
  });
});
