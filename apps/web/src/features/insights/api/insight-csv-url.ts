import * as insightsApi from '@school/domain/insights/contracts/staff-endpoints';
import type { InsightChart } from '@school/domain/insights/insights';
import { endpointUrl } from '../../../lib/api-client';
import type { InsightParams } from './get-insight';

/** One table as CSV, headed in the page's language. */
export function insightCsvUrl(
  chart: InsightChart,
  table: string,
  params: InsightParams,
  language: string,
): string {
  const lang = language.startsWith('en') ? 'en' : 'it';
  return endpointUrl(insightsApi.tableCsv, { params: { chart, table }, query: { ...params, lang } });
}
