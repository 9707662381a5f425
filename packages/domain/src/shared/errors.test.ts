import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from './errors.ts';

describe('ERROR_CODES — "Error codes feature.reason"', () => {
  it('every code is a feature and a camelCase reason of letters only (what the server passes through as a field code)', () => {
    for (const code of ERROR_CODES) expect(code).toMatch(/^[a-z]+\.[a-zA-Z]+$/);
  });

  it('no code is listed twice', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
  });
});
