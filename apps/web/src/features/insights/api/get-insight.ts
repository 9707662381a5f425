import * as insightsApi from '@school/domain/insights/contracts/staff-endpoints';
import type { InsightChart } from '@school/domain/insights/insights';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { insightsKeys } from './insights-keys';

/** The filters of the insights as the API takes them (edition, from, to; the ones set). */
export type InsightParams = Record<string, string>;

/** A chart's tables for the filters set. */
export const getInsight = (chart: InsightChart, params: InsightParams, signal?: AbortSignal) =>
  call(insightsApi.chart, { params: { chart }, query: params, signal });

export function useInsight(chart: InsightChart, params: InsightParams) {
  return useQuery({
    queryKey: insightsKeys.chart(chart, params),
    queryFn: ({ signal }) => getInsight(chart, params, signal),
    placeholderData: keepPreviousData,
  });
}
