import { describe, expect, it } from 'vitest';
import { titled } from '../testing/titled.ts';
import {
  formatVoucherCode,
  generateVoucherCode,
  normaliseVoucherCode,
  VOUCHER_CODE_ALPHABET,
  VOUCHER_CODE_LENGTH,
  voucherCodeProblem,
} from './codes.ts';
import { VoucherCodeSchema } from './contracts/vouchers.ts';

describe('normaliseVoucherCode — trim, case, group separators', () => {
  it.each(
    titled('"$typed" → "$code"', [
      { typed: 'ABCDE23456', code: 'ABCDE23456' },
      { typed: '  abcde23456  ', code: 'ABCDE23456' },
      { typed: 'abcde-23456', code: 'ABCDE23456' },
      { typed: 'AbCdE 23456', code: 'ABCDE23456' },
      { typed: 'ab-cd - ef\t23', code: 'ABCDEF23' },
      { typed: '', code: '' },
    ]),
  )('%s', (_t, { typed, code }) => expect(normaliseVoucherCode(typed)).toBe(code));
});

describe('voucherCodeProblem — empty is required, odd characters are refused', () => {
  it.each(
    titled('"$typed" → $problem', [
      { typed: 'ABCDE23456', problem: null },
      { typed: 'abcd', problem: null },
      { typed: '   ', problem: 'application.required' },
      { typed: '', problem: 'application.required' },
      { typed: 'ABC', problem: 'vouchers.invalidCode' },
      { typed: 'A'.repeat(33), problem: 'vouchers.invalidCode' },
      { typed: 'A'.repeat(32), problem: null },
      { typed: "ABCD'; drop table vouchers;--", problem: 'vouchers.invalidCode' },
      { typed: 'ABCDÉ2345', problem: 'vouchers.invalidCode' },
      { typed: 'ABCD%2345', problem: 'vouchers.invalidCode' },
      { typed: 'ABCD_2345', problem: 'vouchers.invalidCode' },
      { typed: 'ABCD\u00002345', problem: 'vouchers.invalidCode' },
      { typed: 'ABCD\u200b2345', problem: 'vouchers.invalidCode' },
      { typed: '代码代码代码', problem: 'vouchers.invalidCode' },
      { typed: 'ABCD/../2345', problem: 'vouchers.invalidCode' },
    ]),
  )('%s', (_t, { typed, problem }) => expect(voucherCodeProblem(typed)).toBe(problem));
});

describe('VoucherCodeSchema — what the routes read', () => {
  it('answers the normal form', () => expect(VoucherCodeSchema.parse(' abcde-23456 ')).toBe('ABCDE23456'));
  it.each([
    [42, 'application.required'],
    [null, 'application.required'],
    ['AB#CD', 'vouchers.invalidCode'],
    ['x'.repeat(10_000), 'vouchers.invalidCode'],
  ])('%j is refused with %s', (value, message) => {
    const result = VoucherCodeSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('generateVoucherCode — a cryptographic source, an unambiguous alphabet', () => {
  it('has no look-alike characters', () => {
    for (const c of '01OIL') expect(VOUCHER_CODE_ALPHABET).not.toContain(c);
    expect(new Set(VOUCHER_CODE_ALPHABET).size).toBe(VOUCHER_CODE_ALPHABET.length);
  });

  it('takes one character per usable byte and skips the biased ones', () => {
    // 248 = 256 - 256 % 31 is the first byte skipped.
    const bytes = [0, 248, 1, 255, 30, 31, 62, 5, 6, 7, 8, 9, 10];
    const code = generateVoucherCode((size) => Uint8Array.from(bytes.slice(0, size)));
    expect(code).toBe('AB9AAFGHJK');
  });

  it('makes valid codes of the standard length, readable either way', () => {
    // A seeded generator stands in for the server's crypto.randomBytes.
    let state = 20260527;
    const bytes = (size: number) =>
      Uint8Array.from({ length: size }, () => {
        state = (Math.imul(state, 1103515245) + 12345) >>> 0;
        return state >>> 24;
      });
    const codes = Array.from({ length: 200 }, () => generateVoucherCode(bytes));
    for (const code of codes) {
      expect(code).toHaveLength(VOUCHER_CODE_LENGTH);
      expect(voucherCodeProblem(code)).toBeNull();
      expect(normaliseVoucherCode(formatVoucherCode(code).toLowerCase())).toBe(code);
    }
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('shows a made code in two groups, any other code as stored', () => {
    expect(formatVoucherCode('ABCDE23456')).toBe('ABCDE-23456');
    // Ten characters, but not the school's alphabet (L): "ALMAP-AST5X" would be another code.
    expect(formatVoucherCode('ALMAPAST5X')).toBe('ALMAPAST5X');
    expect(formatVoucherCode('ALMACUCINA27')).toBe('ALMACUCINA27');
  });
});
