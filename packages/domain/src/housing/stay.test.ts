import { describe, expect, it } from 'vitest';
import { SaveHousingStayBodySchema } from './contracts/staff-housing.ts';
import { formatStayDay, isCheckOutAfterCheckIn, isClockTime, mapsSearchUrl } from './stay.ts';

describe('isClockTime', () => {
  it.each([
    ['00:00', true],
    ['09:30', true],
    ['23:59', true],
    ['24:00', false],
    ['9:30', false],
    ['12:60', false],
    ['12:5', false],
    ['12.30', false],
    ['12:30:00', false],
    ['', false],
    ['ab:cd', false],
  ])('%s → %s', (value, expected) => {
    expect(isClockTime(value)).toBe(expected);
  });
});

describe('isCheckOutAfterCheckIn', () => {
  const stay = (checkInDate: string, checkInTime: string, checkOutDate: string, checkOutTime: string) => ({
    checkInDate,
    checkInTime,
    checkOutDate,
    checkOutTime,
  });
  it.each([
    [stay('2026-09-01', '15:00', '2027-06-30', '10:00'), true],
    [stay('2026-09-01', '09:00', '2026-09-01', '09:01'), true],
    [stay('2026-09-01', '09:00', '2026-09-01', '09:00'), false],
    [stay('2026-09-01', '15:00', '2026-09-01', '10:00'), false],
    [stay('2026-09-02', '08:00', '2026-09-01', '20:00'), false],
    [stay('2026-12-31', '23:59', '2027-01-01', '00:00'), true],
  ])('%o → %s', (value, expected) => {
    expect(isCheckOutAfterCheckIn(value)).toBe(expected);
  });
});

describe('formatStayDay', () => {
  it.each([
    ['2026-09-07', 'it', 'lunedì 7 settembre 2026'],
    ['2026-09-07', 'en', 'Monday, 7 September 2026'],
    ['2027-06-30', 'it', 'mercoledì 30 giugno 2027'],
    ['2027-02-30', 'it', ''],
    ['30-06-2027', 'en', ''],
  ] as const)('%s in %s → %s', (day, locale, expected) => {
    expect(formatStayDay(day, locale)).toBe(expected);
  });
});

describe('mapsSearchUrl', () => {
  it('searches the address, encoded, with nothing else', () => {
    expect(mapsSearchUrl(' Via Roma 1, Colorno & PR ')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Via%20Roma%201%2C%20Colorno%20%26%20PR',
    );
  });
});

describe('SaveHousingStayBodySchema', () => {
  const valid = {
    apartmentName: 'Appartamento Reggia 3',
    apartmentAddress: 'Via Roma 1, 43052 Colorno (PR)',
    checkInDate: '2026-09-01',
    checkInTime: '15:00',
    checkOutDate: '2027-06-30',
    checkOutTime: '10:00',
    version: null,
  };
  const codeOf = (body: unknown) => {
    const result = SaveHousingStayBodySchema.safeParse(body);
    return result.success
      ? 'ok'
      : `${result.error.issues[0]?.path.join('.')}:${result.error.issues[0]?.message}`;
  };
  it.each([
    [{}, 'ok'],
    [{ version: 'abc' }, 'ok'],
    [{ checkInTime: '25:00' }, 'checkInTime:housing.invalidTime'],
    [{ checkOutTime: '10' }, 'checkOutTime:housing.invalidTime'],
    [{ checkOutDate: '2026-09-01', checkOutTime: '14:59' }, 'checkOutTime:housing.checkOutBeforeCheckIn'],
    [{ checkOutDate: '2026-08-31' }, 'checkOutTime:housing.checkOutBeforeCheckIn'],
    [{ checkInDate: '2026-02-30' }, 'checkInDate:candidate.invalidDate'],
    [{ apartmentName: '   ' }, 'apartmentName:candidate.required'],
    [{ apartmentName: 'x'.repeat(101) }, 'apartmentName:'],
    [{ apartmentAddress: 'x'.repeat(201) }, 'apartmentAddress:'],
    [{ extra: 1 }, ':'],
  ])('%o → %s', (changes, expected) => {
    const code = codeOf({ ...valid, ...changes });
    if (expected.endsWith(':')) expect(code.startsWith(expected)).toBe(true);
    else expect(code).toBe(expected);
  });
  it('trims the texts and times', () => {
    const parsed = SaveHousingStayBodySchema.parse({
      ...valid,
      apartmentName: '  Reggia 3 ',
      checkInTime: ' 15:00 ',
    });
    expect(parsed.apartmentName).toBe('Reggia 3');
    expect(parsed.checkInTime).toBe('15:00');
  });
});
