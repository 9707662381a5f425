import { type InsightAnswer, InsightAnswerSchema } from '@school/domain/insights/contracts/insights';
import type { InsightChart } from '@school/domain/insights/insights';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { insightsKeys } from './insights-keys';

/** The filters of the insights as the API takes them (edition, from, to; the ones set). */
export type InsightParams = Record<string, string>;

export function insightQueryString(params: InsightParams): string {
  const query = new URLSearchParams(params).toString();
  return query ? `?${query}` : '';
}

/** `GET /api/staff/insights/:chart?edition=&from=&to=`: a chart's tables. */
export async function getInsight(
  chart: InsightChart,
  params: InsightParams,
  signal?: AbortSignal,
): Promise<InsightAnswer> {
  return InsightAnswerSchema.parse(
    await api.get<unknown>(`/api/staff/insights/${chart}${insightQueryString(params)}`, { signal }),
  );
}

export function useInsight(chart: InsightChart, params: InsightParams) {
  return useQuery({
    queryKey: insightsKeys.chart(chart, params),
    queryFn: ({ signal }) => getInsight(chart, params, signal),
    placeholderData: keepPreviousData,
  });
}
