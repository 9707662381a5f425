import { parse as parseDisposition } from 'content-disposition';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvAttachment, toCsv } from './csv.ts';

/** The file of one cell under the header `h`, without the byte-order mark and the header. */
const cellOf = (value: Parameters<typeof toCsv>[1][number][number]) =>
  toCsv(['h'], [[value]]).slice('\uFEFFh\r\n'.length, -'\r\n'.length);

describe('toCsv — one cell', () => {
  it.each([
    ['plain', 'plain'],
    ['with, comma', '"with, comma"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\rlf', '"cr\rlf"'],
    ['crlf\r\nin a cell', '"crlf\r\nin a cell"'],
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+39 333', "'+39 333"],
    ['-2+3', "'-2+3"],
    ['@cmd', "'@cmd"],
    ['\tx', "'\tx"],
    ['\rx', `"'\rx"`],
    ['=1,"2"', `"'=1,""2"""`],
    ['a=b', 'a=b'],
    ['', ''],
    ['città', 'città'],
  ])('%j → %j', (value, expected) => {
    expect(cellOf(value)).toBe(expected);
  });

  it('writes numbers, booleans and empty values as they are (a negative number is no formula)', () => {
    expect(cellOf(-3)).toBe('-3');
    expect(cellOf(2.5)).toBe('2.5');
    expect(cellOf(true)).toBe('true');
    expect(cellOf(false)).toBe('false');
    expect(cellOf(null)).toBe('');
    expect(cellOf(undefined)).toBe('');
  });
});

describe('toCsv', () => {
  it('reads back as the same cells with a CSV parser (formulas prefixed)', () => {
    const rows = [
      ['Rossi, Mario', 'a "quoted"\nnote', '=HYPERLINK("x")'],
      ['', '@home', 'ok'],
    ];
    const text = toCsv(['a', 'b', 'c'], rows);
    expect(text.startsWith('\uFEFFa,b,c\r\n')).toBe(true);
    expect(text.endsWith('ok\r\n')).toBe(true);
    expect(parse(text, { bom: true })).toEqual([
      ['a', 'b', 'c'],
      ['Rossi, Mario', 'a "quoted"\nnote', `'=HYPERLINK("x")`],
      ['', "'@home", 'ok'],
    ]);
  });

  it('a header alone is one line', () => {
    expect(toCsv(['a', 'b'], [])).toBe('\uFEFFa,b\r\n');
  });
});

describe('csvAttachment', () => {
  it('names the file in an attachment that is never cached', () => {
    const headers = csvAttachment('prenotazioni-2026-03-10-Lezione di cucina.csv');
    expect(headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(headers['cache-control']).toBe('no-store');
    expect(parseDisposition(headers['content-disposition'] ?? '')).toEqual({
      type: 'attachment',
      parameters: { filename: 'prenotazioni-2026-03-10-Lezione di cucina.csv' },
    });
  });
});
