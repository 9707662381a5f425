import type { InsightChart } from '@school/domain/insights/insights';
import { type InsightParams, insightQueryString } from './get-insight';

/** `GET /api/staff/insights/:chart/:table.csv?…&lang=`: one table as CSV, headed in the page's language. */
export function insightCsvUrl(
  chart: InsightChart,
  table: string,
  params: InsightParams,
  language: string,
): string {
  const lang = language.startsWith('en') ? 'en' : 'it';
  return `/api/staff/insights/${chart}/${encodeURIComponent(table)}.csv${insightQueryString({ ...params, lang })}`;
}
