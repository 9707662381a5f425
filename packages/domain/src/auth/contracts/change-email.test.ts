import { describe, expect, it } from 'vitest';
import { titled } from '../../testing/titled.ts';
import { ChangeEmailBodySchema } from './change-email.ts';

const emailOfLength = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;

describe('ChangeEmailBodySchema — "Profile: new e-mail and confirmation must match, else invalid and save does nothing."', () => {
  it.each(
    titled('accepts $case', [
      {
        case: 'matching e-mails',
        input: { email: 'new@example.com', confirm: 'new@example.com' },
        expected: { email: 'new@example.com', confirm: 'new@example.com', password: '' },
      },
      {
        case: 'matching in another letter case',
        input: { email: 'New@Example.com', confirm: 'new@example.COM' },
        expected: { email: 'New@Example.com', confirm: 'new@example.COM', password: '' },
      },
      {
        case: 'matching once trimmed',
        input: { email: ' new@example.com ', confirm: 'new@example.com  ' },
        expected: { email: 'new@example.com', confirm: 'new@example.com', password: '' },
      },
      {
        case: '100 characters',
        input: { email: emailOfLength(100), confirm: emailOfLength(100) },
        expected: { email: emailOfLength(100), confirm: emailOfLength(100), password: '' },
      },
    ]),
  )('%s', (_title, { input, expected }) => {
    expect(ChangeEmailBodySchema.parse(input)).toEqual(expected);
  });

  it.each(
    titled<{ case: string; input: unknown; field: string }>('rejects $case (blamed on "$field")', [
      {
        case: 'a confirmation that differs',
        input: { email: 'new@example.com', confirm: 'old@example.com' },
        field: 'confirm',
      },
      { case: 'an empty confirmation', input: { email: 'new@example.com', confirm: '' }, field: 'confirm' },
      { case: 'a new e-mail that is not an e-mail', input: { email: 'new', confirm: 'new' }, field: 'email' },
      { case: 'an empty new e-mail', input: { email: '', confirm: '' }, field: 'email' },
      {
        case: 'a new e-mail over 100 characters',
        input: { email: emailOfLength(101), confirm: emailOfLength(101) },
        field: 'email',
      },
      {
        case: 'a confirmation over 100 characters',
        input: { email: 'new@example.com', confirm: emailOfLength(101) },
        field: 'confirm',
      },
      { case: 'missing confirmation', input: { email: 'new@example.com' }, field: 'confirm' },
      {
        case: 'an unknown field (strict)',
        input: { email: 'n@x.it', confirm: 'n@x.it', current: 'o@x.it' },
        field: '',
      },
    ]),
  )('%s', (_title, { input, field }) => {
    const result = ChangeEmailBodySchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toContain(field);
  });

  it('a mismatch is reported as auth.emailMismatch on the confirmation', () => {
    const result = ChangeEmailBodySchema.safeParse({
      email: 'new@example.com',
      confirm: 'other@example.com',
    });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['confirm'], message: 'auth.emailMismatch' }),
    ]);
  });
});
