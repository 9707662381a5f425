import * as staffPrivacyApi from '@school/domain/privacy/contracts/staff-endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { privacyKeys } from '../../api/privacy-keys';

/** What is due for deletion within 30 days, and the latest retention runs. */
export const getRetentionOverview = (signal?: AbortSignal) =>
  call(staffPrivacyApi.retentionOverview, { signal });

export function useRetentionOverview() {
  return useQuery({
    queryKey: privacyKeys.staff.retention,
    queryFn: ({ signal }) => getRetentionOverview(signal),
  });
}
