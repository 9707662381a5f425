import * as staffApi from '@school/domain/staff/contracts/staff-endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { applicationKeys } from '../../api/application-keys';

export const DOCUMENT_QUEUE_PAGE_SIZE = 20;

/** One page of the validation queue with the address's filters. */
export function listDocumentQueue(params: Record<string, string>, signal?: AbortSignal) {
  const { sort: _sort, dir: _dir, ...filters } = params;
  return call(staffApi.documentQueue, {
    query: { ...filters, pageSize: String(DOCUMENT_QUEUE_PAGE_SIZE) },
    signal,
  });
}

export function useDocumentQueue(params: Record<string, string>) {
  return useQuery({
    queryKey: applicationKeys.staff.documentQueue(params),
    queryFn: ({ signal }) => listDocumentQueue(params, signal),
    placeholderData: keepPreviousData,
  });
}
