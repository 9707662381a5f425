import {
  type InsightEditionsResponse,
  InsightEditionsResponseSchema,
} from '@school/domain/insights/contracts/insights';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { insightsKeys } from './insights-keys';

/** `GET /api/staff/insights/editions`: the editions the filter offers, newest first. */
export async function listEditions(signal?: AbortSignal): Promise<InsightEditionsResponse> {
  return InsightEditionsResponseSchema.parse(
    await api.get<unknown>('/api/staff/insights/editions', { signal }),
  );
}

export function useInsightEditions() {
  return useQuery({ queryKey: insightsKeys.editions(), queryFn: ({ signal }) => listEditions(signal) });
}
