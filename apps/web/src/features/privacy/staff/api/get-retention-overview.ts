import {
  type RetentionOverviewResponse,
  RetentionOverviewResponseSchema,
} from '@school/domain/privacy/contracts/staff-privacy';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { privacyKeys } from '../../api/privacy-keys';

/** `GET /api/staff/privacy/retention` */
export async function getRetentionOverview(signal?: AbortSignal): Promise<RetentionOverviewResponse> {
  return RetentionOverviewResponseSchema.parse(
    await api.get<unknown>('/api/staff/privacy/retention', { signal }),
  );
}

export function useRetentionOverview() {
  return useQuery({
    queryKey: privacyKeys.staff.retention,
    queryFn: ({ signal }) => getRetentionOverview(signal),
  });
}
