import { centsToEuro, formatEuro } from '@school/domain/format/money';
import { INSIGHT_ID_COLUMNS } from '@school/domain/insights/csv';
import type { InsightColumnKind } from '@school/domain/insights/tables';
import type { TFunction } from 'i18next';

/** A cell of an insight's table as the page shows it, in the page's language. */
export function formatInsightCell(
  t: TFunction<'insights'>,
  language: string,
  kind: InsightColumnKind,
  key: string,
  value: string | number | null | undefined,
): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') {
    if (value === '') return t('values.unknown');
    return INSIGHT_ID_COLUMNS.includes(key)
      ? t(`values.${value}` as 'values.unknown', { defaultValue: value })
      : value;
  }
  return formatInsightNumber(t, language, kind, value);
}

export function formatInsightNumber(
  t: TFunction<'insights'>,
  language: string,
  kind: InsightColumnKind,
  value: number,
): string {
  const locale = language.startsWith('en') ? 'en-GB' : 'it-IT';
  switch (kind) {
    case 'share':
      return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value);
    case 'cents':
      // Amounts in euro with the Italian number format in every language, as everywhere in the portal.
      return formatEuro(centsToEuro(value));
    case 'days':
      return t('days', { value: new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value) });
    default:
      return new Intl.NumberFormat(locale).format(value);
  }
}
