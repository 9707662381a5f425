import { describe, expect, it } from 'vitest';
import {
  isBuiltFromIdentifiers,
  newPasswordProblem,
  PASSWORD_HAS_IDENTIFIER,
  PASSWORD_TOO_COMMON,
  PASSWORD_TOO_SHORT,
} from './password-policy.ts';

const never = () => false;
const account = ['mario.rossi@example.com', 'mario.rossi@example.com', 'm.rossi@work.example'];

describe('passwords built from the account’s identifiers (NIST SP 800-63B)', () => {
  it.each([
    ['the username itself', 'mario.rossi@example.com'],
    ['the username in capitals', 'MARIO.ROSSI@EXAMPLE.COM'],
    ['the username with something added', 'mario.rossi@example.com!'],
    ['the local part with a year', 'Mario.Rossi2026'],
    ['the local part without its dot', 'mariorossi!'],
    ['a piece of the address', 'rossi@example'],
    ['the secondary address’s local part', 'x-m.rossi-x'],
  ])('refuses %s', (_, password) => {
    expect(isBuiltFromIdentifiers(password, account)).toBe(true);
    expect(newPasswordProblem(password, never, account)).toBe(PASSWORD_HAS_IDENTIFIER);
  });

  it.each([
    ['a password sharing only the domain', 'example.it-2026'],
    ['the demo password', 'Alma2026!'],
    ['a passphrase', 'cavallo batteria graffetta'],
  ])('accepts %s', (_, password) => {
    expect(isBuiltFromIdentifiers(password, account)).toBe(false);
    expect(newPasswordProblem(password, never, account)).toBeNull();
  });

  it('ignores identifiers too short to mean anything, and missing ones', () => {
    expect(isBuiltFromIdentifiers('ab-cd-ef-gh', ['ab@x.it', null, undefined, ''])).toBe(false);
    expect(isBuiltFromIdentifiers('abcdefgh', [])).toBe(false);
  });

  it('keeps the order of the rules: length, then the common list, then the identifiers', () => {
    expect(newPasswordProblem('mario', never, account)).toBe(PASSWORD_TOO_SHORT);
    expect(newPasswordProblem('mariorossi', () => true, account)).toBe(PASSWORD_TOO_COMMON);
  });
});
