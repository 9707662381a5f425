import * as insightsApi from '@school/domain/insights/contracts/staff-endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { insightsKeys } from './insights-keys';

/** The editions the filter offers, newest first. */
export const listEditions = (signal?: AbortSignal) => call(insightsApi.editions, { signal });

export function useInsightEditions() {
  return useQuery({ queryKey: insightsKeys.editions(), queryFn: ({ signal }) => listEditions(signal) });
}
