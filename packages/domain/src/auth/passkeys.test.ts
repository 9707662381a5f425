import { describe, expect, it } from 'vitest';
import { canAddPasskey, canRemovePasskey, PASSKEYS_MAX } from './passkeys.ts';

describe('canRemovePasskey — removing the last way to sign in is refused unless a password or a Google/Apple identity remains', () => {
  it.each([
    {
      case: 'the only passkey, nothing else',
      passkeys: 1,
      hasPassword: false,
      identities: 0,
      expected: false,
    },
    {
      case: 'the only passkey, with a password',
      passkeys: 1,
      hasPassword: true,
      identities: 0,
      expected: true,
    },
    {
      case: 'the only passkey, with a Google identity',
      passkeys: 1,
      hasPassword: false,
      identities: 1,
      expected: true,
    },
    {
      case: 'one of two passkeys, nothing else',
      passkeys: 2,
      hasPassword: false,
      identities: 0,
      expected: true,
    },
    {
      case: 'one of two passkeys, with everything',
      passkeys: 2,
      hasPassword: true,
      identities: 2,
      expected: true,
    },
    { case: 'no passkey at all', passkeys: 0, hasPassword: true, identities: 1, expected: false },
  ])('$case → $expected', ({ passkeys, hasPassword, identities, expected }) => {
    expect(canRemovePasskey({ passkeys, hasPassword, identities })).toBe(expected);
  });
});

describe('canAddPasskey — several passkeys per account, up to a limit', () => {
  it.each([
    { count: 0, expected: true },
    { count: 1, expected: true },
    { count: PASSKEYS_MAX - 1, expected: true },
    { count: PASSKEYS_MAX, expected: false },
    { count: PASSKEYS_MAX + 1, expected: false },
  ])('$count held → $expected', ({ count, expected }) => {
    expect(canAddPasskey(count)).toBe(expected);
  });
});
