import {
  type StaffOverviewResponse,
  StaffOverviewResponseSchema,
} from '@school/domain/staff/contracts/overview';
import { useQuery } from '@tanstack/react-query';
import { staffKeys } from '../../../components/console/query-keys';
import { api } from '../../../lib/api-client';

/** `GET /api/staff/overview`: what needs the secretariat, one count each. */
export async function getOverview(signal?: AbortSignal): Promise<StaffOverviewResponse> {
  return StaffOverviewResponseSchema.parse(await api.get<unknown>('/api/staff/overview', { signal }));
}

export function useOverview(enabled: boolean) {
  return useQuery({ queryKey: staffKeys.overview, queryFn: ({ signal }) => getOverview(signal), enabled });
}
