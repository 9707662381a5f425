import { describe, expect, it } from 'vitest';
import { parseStaffDate } from './staff-date';

describe('parseStaffDate — a day as a staff member types it', () => {
  it.each([
    ['2026-05-01', '2026-05-01'],
    ['1/5/2026', '2026-05-01'],
    ['01-05-2026', '2026-05-01'],
    ['1.5.2026', '2026-05-01'],
    ['1 maggio 2026', '2026-05-01'],
    ['1 May 2026', '2026-05-01'],
    ['May 1, 2026', '2026-05-01'],
    ['  29 febbraio 2028 ', '2028-02-29'],
    ['3 ago 2026', '2026-08-03'],
    ['3 Aug 2026', '2026-08-03'],
  ])('%s → %s', (text, day) => expect(parseStaffDate(text)).toBe(day));

  it.each([
    '',
    '2026-02-30',
    '31/04/2026',
    '29 febbraio 2026',
    '1 Mai 2026',
    '5/2026',
    'tomorrow',
    '1 maggio 26',
  ])('refuses %j', (text) => expect(parseStaffDate(text)).toBeNull());
});
