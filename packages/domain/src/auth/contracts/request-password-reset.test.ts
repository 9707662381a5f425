import { describe, expect, it } from 'vitest';
import { titled } from '../../testing/titled.ts';
import { RequestPasswordResetBodySchema } from './request-password-reset.ts';

describe('RequestPasswordResetBodySchema — "Password recovery page: e-mail field and send button."', () => {
  it.each(
    titled('accepts $case', [
      {
        case: 'an e-mail, language defaults to Italian ("Default locale it")',
        input: { email: 'mario@example.com' },
        expected: { email: 'mario@example.com', language: 'it' },
      },
      {
        case: 'English',
        input: { email: 'mario@example.com', language: 'en' },
        expected: { email: 'mario@example.com', language: 'en' },
      },
      {
        case: 'e-mail trimmed',
        input: { email: '  mario@example.com ' },
        expected: { email: 'mario@example.com', language: 'it' },
      },
      {
        case: 'a 100-character value',
        input: { email: 'm'.repeat(100) },
        expected: { email: 'm'.repeat(100), language: 'it' },
      },
    ]),
  )('%s', (_title, { input, expected }) => {
    expect(RequestPasswordResetBodySchema.parse(input)).toEqual(expected);
  });

  it.each(
    titled<{ case: string; input: unknown }>('rejects $case', [
      { case: 'empty e-mail', input: { email: '' } },
      { case: 'whitespace-only e-mail (trimmed to empty)', input: { email: '   ' } },
      { case: 'missing e-mail', input: {} },
      { case: 'e-mail over 100 characters', input: { email: 'm'.repeat(101) } },
      {
        case: 'language zh ("Chinese only on the application route")',
        input: { email: 'm@x.it', language: 'zh' },
      },
      { case: 'an unknown field (strict)', input: { email: 'm@x.it', username: 'm' } },
    ]),
  )('%s', (_title, { input }) => {
    expect(RequestPasswordResetBodySchema.safeParse(input).success).toBe(false);
  });
});
