import { describe, expect, it } from 'vitest';
import { titled } from '../testing/titled.ts';
import { type BadgeBarcode, badgeBarcodeText, CODE39_CHARACTERS } from './badge.ts';

describe('badgeBarcodeText — "Barcode CODE39; registration number shown without first character"', () => {
  it.each(
    titled<{ case: string; input: string | null | undefined; expected: BadgeBarcode }>('$case', [
      {
        case: "Luca's number loses its first letter",
        input: 'S2026001',
        expected: { kind: 'ok', text: '2026001' },
      },
      { case: 'letters and digits stay', input: 'D20A7', expected: { kind: 'ok', text: '20A7' } },
      {
        case: 'spaces around are trimmed first',
        input: '  S2026001 ',
        expected: { kind: 'ok', text: '2026001' },
      },
      {
        case: 'small letters become the capitals a scanner reads',
        input: 's2026abc',
        expected: { kind: 'ok', text: '2026ABC' },
      },
      {
        case: "CODE39's symbols are kept",
        input: 'X12-3.4 $/+%',
        expected: { kind: 'ok', text: '12-3.4 $/+%' },
      },
      { case: 'two characters give one', input: 'S1', expected: { kind: 'ok', text: '1' } },
      { case: 'null: no number', input: null, expected: { kind: 'missing' } },
      { case: 'undefined: no number', input: undefined, expected: { kind: 'missing' } },
      { case: 'empty', input: '', expected: { kind: 'missing' } },
      { case: 'blank', input: '   ', expected: { kind: 'missing' } },
      { case: 'the first character only', input: 'S', expected: { kind: 'missing' } },
      {
        case: 'the asterisk (start/stop) is refused',
        input: 'S20*01',
        expected: { kind: 'unencodable', text: '20*01', characters: ['*'] },
      },
      {
        case: 'accented letters are refused, each once',
        input: 'SÀ1À2È',
        expected: { kind: 'unencodable', text: 'À1À2È', characters: ['À', 'È'] },
      },
      {
        case: 'underscore and a tab inside',
        input: 'S20_2\t6',
        expected: { kind: 'unencodable', text: '20_2\t6', characters: ['_', '\t'] },
      },
      {
        case: 'ß is not made SS',
        input: 'S1ß',
        expected: { kind: 'unencodable', text: '1ß', characters: ['ß'] },
      },
      {
        case: 'an emoji counts as one character (not two halves)',
        input: '😀2026',
        expected: { kind: 'ok', text: '2026' },
      },
      {
        case: 'the first character is dropped whatever it is',
        input: '92026',
        expected: { kind: 'ok', text: '2026' },
      },
    ]),
  )('%s', (_title, { input, expected }) => {
    expect(badgeBarcodeText(input)).toEqual(expected);
  });

  it('accepts each of the 43 characters of CODE39 (space inside a number) and nothing else in 0-255', () => {
    expect(CODE39_CHARACTERS).toHaveLength(43);
    for (const c of CODE39_CHARACTERS)
      expect(badgeBarcodeText(`S1${c}1`)).toEqual({ kind: 'ok', text: `1${c}1` });
    for (let code = 0; code < 256; code += 1) {
      const c = String.fromCharCode(code);
      if (CODE39_CHARACTERS.includes(c.toUpperCase())) continue;
      expect(badgeBarcodeText(`S1${c}1`).kind, `U+${code.toString(16)}`).toBe('unencodable');
    }
  });
});
