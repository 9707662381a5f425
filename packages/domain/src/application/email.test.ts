import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { titled } from '../testing/titled.ts';
import { isApplePrivateRelay, isEmailConfirmationVisible, personEmail, sameEmail } from './email.ts';

describe('isApplePrivateRelay — Apple private-relay e-mail', () => {
  it.each(
    titled<{ email: string | null; relay: boolean }>('"$email" → $relay', [
      { email: 'x7h2k9p4qz@privaterelay.appleid.com', relay: true },
      { email: 'X7H2K9P4QZ@PrivateRelay.AppleID.com', relay: true },
      { email: '  abc@privaterelay.appleid.com ', relay: true },
      { email: 'mario.rossi@icloud.com', relay: false },
      { email: 'mario@appleid.com', relay: false },
      { email: 'privaterelay.appleid.com@gmail.com', relay: false },
      { email: 'mario@privaterelay.appleid.com.evil.example', relay: false },
      { email: '', relay: false },
      { email: null, relay: false },
    ]),
  )('%s', (_title, { email, relay }) => {
    expect(isApplePrivateRelay(email)).toBe(relay);
  });

  it('any local part at the relay domain is a relay address, in any case (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9.]{1,30}$/), fc.boolean(), (local, upper) => {
        const address = `${local}@privaterelay.appleid.com`;
        expect(isApplePrivateRelay(upper ? address.toUpperCase() : address)).toBe(true);
      }),
    );
  });
});

describe('personEmail — "An Apple private-relay e-mail triggers use of the secondary e-mail as person e-mail."', () => {
  it.each(
    titled<{ case: string; email: string; secondary: string | null; expected: string }>('$case', [
      {
        case: 'relay e-mail: the secondary e-mail becomes the person e-mail',
        email: 'x7h2k9@privaterelay.appleid.com',
        secondary: 'wang.li@example.cn',
        expected: 'wang.li@example.cn',
      },
      {
        case: 'ordinary e-mail: kept',
        email: 'mario@example.it',
        secondary: 'rossi@example.it',
        expected: 'mario@example.it',
      },
      {
        case: 'relay without a secondary: kept',
        email: 'x7@privaterelay.appleid.com',
        secondary: '',
        expected: 'x7@privaterelay.appleid.com',
      },
      { case: 'trimmed', email: ' x7@privaterelay.appleid.com ', secondary: ' a@b.it ', expected: 'a@b.it' },
    ]),
  )('%s', (_title, { email, secondary, expected }) => {
    expect(personEmail({ email, secondaryEmail: secondary })).toBe(expected);
  });
});

describe('isEmailConfirmationVisible — "confirm e-mail equal to e-mail (hidden when the profile already has an e-mail, shown once it is edited)"', () => {
  it.each(
    titled<{ case: string; profile: string | null; email: string; edited?: boolean; visible: boolean }>(
      '$case',
      [
        { case: 'no e-mail on the profile: shown', profile: null, email: '', visible: true },
        { case: 'empty e-mail on the profile: shown', profile: '  ', email: 'a@b.it', visible: true },
        {
          case: '"hidden when the profile already has an e-mail"',
          profile: 'a@b.it',
          email: 'a@b.it',
          visible: false,
        },
        {
          case: 'same address in another case: still hidden',
          profile: 'a@b.it',
          email: 'A@B.IT ',
          visible: false,
        },
        { case: '"shown once it is edited"', profile: 'a@b.it', email: 'c@b.it', visible: true },
        {
          case: 'R-confirm: stays shown after an edit back to the same value',
          profile: 'a@b.it',
          email: 'a@b.it',
          edited: true,
          visible: true,
        },
      ],
    ),
  )('%s', (_title, { profile, email, edited, visible }) => {
    expect(isEmailConfirmationVisible({ profileEmail: profile, email, isEdited: edited })).toBe(visible);
  });

  it('sameEmail ignores case and spaces; empty never matches', () => {
    expect(sameEmail('Mario@Example.it', ' mario@example.it')).toBe(true);
    expect(sameEmail('', '')).toBe(false);
  });
});
