import { describe, expect, it } from 'vitest';
import { hashToken, newToken, safeEqual } from './tokens.ts';

describe('tokens', () => {
  it('hashes a token to its SHA-256 in base64url, as the stored sessions and links were hashed', () => {
    expect(hashToken('abc')).toBe('ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0');
    const token = newToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hashToken(token)).not.toBe(token);
    expect(hashToken(token)).toBe(hashToken(token));
  });

  it('compares secrets of any length without throwing', () => {
    expect(safeEqual('a', 'a')).toBe(true);
    expect(safeEqual('a', 'ab')).toBe(false);
  });
});
