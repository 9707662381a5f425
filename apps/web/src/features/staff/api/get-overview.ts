import {
  type StaffOverviewResponse,
  StaffOverviewResponseSchema,
} from '@school/domain/staff/contracts/overview';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const OVERVIEW_QUERY_KEY = ['staff', 'overview'] as const;

/** `GET /api/staff/overview`: what needs the secretariat, one count each. */
export async function getOverview(signal?: AbortSignal): Promise<StaffOverviewResponse> {
  return StaffOverviewResponseSchema.parse(await api.get<unknown>('/api/staff/overview', { signal }));
}

export function useOverview(enabled: boolean) {
  return useQuery({ queryKey: OVERVIEW_QUERY_KEY, queryFn: ({ signal }) => getOverview(signal), enabled });
}
