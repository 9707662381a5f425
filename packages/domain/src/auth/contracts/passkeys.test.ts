import { describe, expect, it } from 'vitest';
import { AddPasskeyBodySchema, PasskeySignInBodySchema, RenamePasskeyBodySchema } from './passkeys.ts';

const registration = {
  id: 'Y3JlZA',
  rawId: 'Y3JlZA',
  type: 'public-key',
  response: { clientDataJSON: 'e30', attestationObject: 'o2Nmb3Jt', transports: ['internal'] },
  clientExtensionResults: {},
};
const assertion = {
  id: 'Y3JlZA',
  rawId: 'Y3JlZA',
  type: 'public-key',
  response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'MEUC', userHandle: 'dXNlcg' },
  clientExtensionResults: {},
};

describe('AddPasskeyBodySchema — a named passkey and the browser’s registration answer, bounded', () => {
  it('accepts an answer and trims the name', () => {
    expect(AddPasskeyBodySchema.parse({ name: ' iPhone ', response: registration })).toMatchObject({
      name: 'iPhone',
      response: registration,
    });
  });

  it.each<[string, unknown, string]>([
    ['an empty name', { name: ' ', response: registration }, 'name'],
    ['a name over 60 characters', { name: 'n'.repeat(61), response: registration }, 'name'],
    ['a control character in the name', { name: 'a\u0007', response: registration }, 'name'],
    [
      'an attestation over 32 768 characters',
      {
        name: 'x',
        response: {
          ...registration,
          response: { ...registration.response, attestationObject: 'A'.repeat(32_769) },
        },
      },
      'response.response.attestationObject',
    ],
    [
      'an attestation that is not base64url',
      {
        name: 'x',
        response: { ...registration, response: { ...registration.response, attestationObject: 'a+b/c=' } },
      },
      'response.response.attestationObject',
    ],
    [
      'an unknown transport',
      {
        name: 'x',
        response: { ...registration, response: { ...registration.response, transports: ['pigeon'] } },
      },
      'response.response.transports.0',
    ],
    [
      'a credential of another type',
      { name: 'x', response: { ...registration, type: 'password' } },
      'response.type',
    ],
    [
      'a credential id over 1364 characters',
      { name: 'x', response: { ...registration, id: 'A'.repeat(1365) } },
      'response.id',
    ],
    ['an unknown field', { name: 'x', response: registration, owner: 'someone' }, ''],
  ])('refuses %s', (_case, input, path) => {
    const result = AddPasskeyBodySchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toContain(path);
  });

  it('reports a missing and a too long name with their codes', () => {
    expect(RenamePasskeyBodySchema.safeParse({ name: '' }).error?.issues[0]?.message).toBe(
      'auth.passkeyNameRequired',
    );
    expect(RenamePasskeyBodySchema.safeParse({ name: 'n'.repeat(61) }).error?.issues[0]?.message).toBe(
      'auth.passkeyNameTooLong',
    );
  });
});

describe('PasskeySignInBodySchema — the browser’s sign-in answer, bounded', () => {
  it('accepts an answer with or without a user handle', () => {
    expect(PasskeySignInBodySchema.parse({ response: assertion }).response.id).toBe('Y3JlZA');
    const { userHandle: _, ...withoutHandle } = assertion.response;
    expect(
      PasskeySignInBodySchema.safeParse({ response: { ...assertion, response: withoutHandle } }).success,
    ).toBe(true);
  });

  it.each<[string, unknown]>([
    ['no signature', { response: { ...assertion, response: { ...assertion.response, signature: '' } } }],
    [
      'a signature over 1024 characters',
      { response: { ...assertion, response: { ...assertion.response, signature: 'A'.repeat(1025) } } },
    ],
    [
      'a user handle over 128 characters',
      { response: { ...assertion, response: { ...assertion.response, userHandle: 'A'.repeat(129) } } },
    ],
    ['a response that is a string', { response: 'public-key' }],
  ])('refuses %s', (_case, input) => {
    expect(PasskeySignInBodySchema.safeParse(input).success).toBe(false);
  });
});
