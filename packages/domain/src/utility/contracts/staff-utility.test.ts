import { describe, expect, it } from 'vitest';
import { titled } from '../../testing/titled.ts';
import { AddBookBodySchema, SetLockerBodySchema } from './staff-utility.ts';

const codesOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? [] : (result.error?.issues.map((i) => i.message) ?? []);

describe('SetLockerBodySchema — set or clear a locker on the version read', () => {
  it.each(
    titled<{ case: string; body: unknown; ok: boolean }>('$case', [
      {
        case: 'a new locker (no version: there was none)',
        body: { locker: { name: '112', freeFrom: null }, version: null },
        ok: true,
      },
      {
        case: 'a change with its day',
        body: { locker: { name: 'E-07', freeFrom: '2027-06-30' }, version: 'v1' },
        ok: true,
      },
      { case: 'cleared', body: { locker: null, version: 'v1' }, ok: true },
      {
        case: 'a name of 40',
        body: { locker: { name: 'x'.repeat(40), freeFrom: null }, version: null },
        ok: true,
      },
      {
        case: 'a name of 41',
        body: { locker: { name: 'x'.repeat(41), freeFrom: null }, version: null },
        ok: false,
      },
      { case: 'a blank name', body: { locker: { name: '   ', freeFrom: null }, version: null }, ok: false },
      {
        case: 'a bell in the name',
        body: { locker: { name: '1\u0007', freeFrom: null }, version: null },
        ok: false,
      },
      {
        case: '30 February',
        body: { locker: { name: '1', freeFrom: '2027-02-30' }, version: null },
        ok: false,
      },
      {
        case: 'a day before 2000',
        body: { locker: { name: '1', freeFrom: '1999-12-31' }, version: null },
        ok: false,
      },
      {
        case: 'a number for a name',
        body: { locker: { name: 1, freeFrom: null }, version: null },
        ok: false,
      },
      { case: 'no version field', body: { locker: null }, ok: false },
      { case: 'an unknown field', body: { locker: null, version: null, kind: 'exam' }, ok: false },
    ]),
  )('%s', (_title, { body, ok }) => {
    expect(SetLockerBodySchema.safeParse(body).success).toBe(ok);
  });

  it('trims the name and gives the catalogue codes', () => {
    expect(
      SetLockerBodySchema.parse({ locker: { name: ' 112 ', freeFrom: null }, version: null }).locker?.name,
    ).toBe('112');
    expect(
      codesOf(SetLockerBodySchema.safeParse({ locker: { name: '', freeFrom: '2027-02-30' }, version: null })),
    ).toEqual(['candidate.required', 'candidate.invalidDate']);
    expect(
      codesOf(SetLockerBodySchema.safeParse({ locker: { name: 'a\u0000', freeFrom: null }, version: null })),
    ).toEqual(['request.controlCharacters']);
  });
});

describe('AddBookBodySchema — a digital book', () => {
  it.each(
    titled<{ case: string; body: unknown; ok: boolean }>('$case', [
      { case: 'title and code', body: { title: 'Il Cucchiaio', code: 'CUC-1' }, ok: true },
      { case: 'a title of 200', body: { title: 't'.repeat(200), code: 'C' }, ok: true },
      { case: 'a title of 201', body: { title: 't'.repeat(201), code: 'C' }, ok: false },
      { case: 'a code of 101', body: { title: 'T', code: 'c'.repeat(101) }, ok: false },
      { case: 'no code', body: { title: 'T' }, ok: false },
      { case: 'a blank title', body: { title: ' ', code: 'C' }, ok: false },
      { case: 'a control character in the code', body: { title: 'T', code: 'C\u009F' }, ok: false },
      { case: 'an array', body: { title: ['T'], code: 'C' }, ok: false },
    ]),
  )('%s', (_title, { body, ok }) => {
    expect(AddBookBodySchema.safeParse(body).success).toBe(ok);
  });
});
