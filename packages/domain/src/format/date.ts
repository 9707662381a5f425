function pad(n: number): string {
  return String(n).padStart(2, '0');
}

function toDate(value: Date | string): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  // A bare calendar date is a day, not an instant: read it without a time zone shift.
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (day) {
    const [year, month, date] = [Number(day[1]), Number(day[2]) - 1, Number(day[3])];
    const d = new Date(year, month, date);
    // An impossible day (2023-02-30) would roll over to another one: it is invalid instead.
    const isSameDay = d.getFullYear() === year && d.getMonth() === month && d.getDate() === date;
    return isSameDay ? d : null;
  }
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** Dates are shown DD-MM-YYYY (specification 000, section 2). Empty for missing or invalid values. */
export function formatDate(value: Date | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const d = toDate(value);
  if (!d) return '';
  return `${pad(d.getDate())}-${pad(d.getMonth() + 1)}-${d.getFullYear()}`;
}

/** Date and time: DD-MM-YYYY HH:mm. */
export function formatDateTime(value: Date | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const d = toDate(value);
  if (!d) return '';
  return `${formatDate(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
