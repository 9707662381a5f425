import { describe, expect, it } from 'vitest';
import { titled } from '../../testing/titled.ts';
import { LogInBodySchema } from './log-in.ts';

describe('LogInBodySchema — "Login form: username, password"; "Empty username or password: error shown." (answered with auth.emptyCredentials, not by the schema)', () => {
  it.each(
    titled('accepts $case', [
      {
        case: 'username and password',
        input: { username: 'mario@example.com', password: 'x' },
        expected: { username: 'mario@example.com', password: 'x' },
      },
      {
        case: 'empty fields (the server answers auth.emptyCredentials)',
        input: { username: '', password: '' },
        expected: { username: '', password: '' },
      },
      {
        case: 'a username that is not an e-mail',
        input: { username: 'mario', password: 'x' },
        expected: { username: 'mario', password: 'x' },
      },
      {
        case: 'username trimmed',
        input: { username: '  mario@example.com ', password: 'x' },
        expected: { username: 'mario@example.com', password: 'x' },
      },
      {
        case: 'password kept as typed',
        input: { username: 'm', password: ' x ' },
        expected: { username: 'm', password: ' x ' },
      },
      {
        case: '100-character username and password',
        input: { username: 'u'.repeat(100), password: 'p'.repeat(100) },
        expected: { username: 'u'.repeat(100), password: 'p'.repeat(100) },
      },
    ]),
  )('%s', (_title, { input, expected }) => {
    expect(LogInBodySchema.parse(input)).toEqual(expected);
  });

  it.each(
    titled<{ case: string; input: unknown }>('rejects $case', [
      { case: 'username over 100 characters', input: { username: 'u'.repeat(101), password: 'x' } },
      { case: 'password over 100 characters', input: { username: 'u', password: 'p'.repeat(101) } },
      { case: 'missing password', input: { username: 'u' } },
      { case: 'missing username', input: { password: 'x' } },
      { case: 'a number as password', input: { username: 'u', password: 1234 } },
      { case: 'an unknown field (strict)', input: { username: 'u', password: 'x', remember: true } },
      { case: 'null', input: null },
    ]),
  )('%s', (_title, { input }) => {
    expect(LogInBodySchema.safeParse(input).success).toBe(false);
  });
});
