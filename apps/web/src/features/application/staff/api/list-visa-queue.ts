import * as staffApi from '@school/domain/staff/contracts/staff-endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { applicationKeys } from '../../api/application-keys';

export const VISA_QUEUE_PAGE_SIZE = 20;

/** One page of the visas to confirm (or all). */
export function listVisaQueue(params: Record<string, string>, signal?: AbortSignal) {
  const { sort: _sort, dir: _dir, ...filters } = params;
  return call(staffApi.visaQueue, {
    query: { ...filters, pageSize: String(VISA_QUEUE_PAGE_SIZE) },
    signal,
  });
}

export function useVisaQueue(params: Record<string, string>) {
  return useQuery({
    queryKey: applicationKeys.staff.visaQueue(params),
    queryFn: ({ signal }) => listVisaQueue(params, signal),
    placeholderData: keepPreviousData,
  });
}
