import * as staffApi from '@school/domain/staff/contracts/staff-endpoints';
import { useQuery } from '@tanstack/react-query';
import { staffKeys } from '../../../components/console/query-keys';
import { call } from '../../../lib/api-client';

/** What needs the secretariat, one count each. */
export const getOverview = (signal?: AbortSignal) => call(staffApi.overview, { signal });

export function useOverview(enabled: boolean) {
  return useQuery({ queryKey: staffKeys.overview, queryFn: ({ signal }) => getOverview(signal), enabled });
}
