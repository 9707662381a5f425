import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['with, comma', '"with, comma"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\rlf', '"cr\rlf"'],
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+39 333', "'+39 333"],
    ['-2+3', "'-2+3"],
    ['@cmd', "'@cmd"],
    ['\tx', "'\tx"],
    ['=1,"2"', `"'=1,""2"""`],
    ['', ''],
    ['città', 'città'],
  ])('%j → %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('writes numbers, booleans and empty values as they are', () => {
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
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
    expect(parse(text, { bom: true })).toEqual([
      ['a', 'b', 'c'],
      ['Rossi, Mario', 'a "quoted"\nnote', `'=HYPERLINK("x")`],
      ['', "'@home", 'ok'],
    ]);
  });
});
