/**
 * The console's dates as a person types them (`StaffDateInput`): the day first, as the portal
 * shows dates (DD-MM-YYYY), or the month's name in Italian or English, or the ISO day.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM-DD of a real calendar day, else null (no roll-over: 31-02 is no date). */
function isoDay(year: number, month: number, day: number): string | null {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** A month's names and abbreviations in Italian and English, lower case without accents or dots. */
const MONTHS: ReadonlyMap<string, number> = (() => {
  const names = new Map<string, number>();
  for (const locale of ['it', 'en']) {
    for (const month of ['long', 'short'] as const) {
      const format = new Intl.DateTimeFormat(locale, { month, timeZone: 'UTC' });
      for (let m = 1; m <= 12; m++) names.set(plain(format.format(new Date(Date.UTC(2026, m - 1, 1)))), m);
    }
  }
  return names;
})();

function plain(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f.]/g, '')
    .trim();
}

/**
 * The calendar day a staff member typed, as YYYY-MM-DD, or null: "2026-05-01", "1/5/2026",
 * "01-05-2026", "1.5.2026" (day, month, year), "1 maggio 2026", "1 May 2026", "May 1, 2026".
 */
export function parseStaffDate(text: string): string | null {
  const value = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  if (iso) return isoDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const numeric = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  if (numeric) return isoDay(Number(numeric[3]), Number(numeric[2]), Number(numeric[1]));
  const dayFirst = /^(\d{1,2})\s+([^\d\s,]+)\s*,?\s+(\d{4})$/u.exec(value);
  if (dayFirst) {
    const month = MONTHS.get(plain(dayFirst[2] ?? ''));
    return month ? isoDay(Number(dayFirst[3]), month, Number(dayFirst[1])) : null;
  }
  const monthFirst = /^([^\d\s,]+)\s+(\d{1,2})\s*,?\s+(\d{4})$/u.exec(value);
  if (monthFirst) {
    const month = MONTHS.get(plain(monthFirst[1] ?? ''));
    return month ? isoDay(Number(monthFirst[3]), month, Number(monthFirst[2])) : null;
  }
  return null;
}

/** How a date input of the console shows its day, in the page's language: "1 maggio 2026", "1 May 2026". */
export const STAFF_DATE_INPUT_FORMAT = 'D MMMM YYYY';
