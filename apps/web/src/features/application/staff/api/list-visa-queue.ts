import {
  type ListVisaQueueResponse,
  ListVisaQueueResponseSchema,
} from '@school/domain/staff/contracts/visa-queue';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { applicationKeys } from '../../api/application-keys';

export const VISA_QUEUE_PAGE_SIZE = 20;

/** `GET /api/staff/visas`: one page of the visas to confirm (or all). */
export async function listVisaQueue(
  params: Record<string, string>,
  signal?: AbortSignal,
): Promise<ListVisaQueueResponse> {
  const query = new URLSearchParams({ ...params, pageSize: String(VISA_QUEUE_PAGE_SIZE) });
  query.delete('sort');
  query.delete('dir');
  return ListVisaQueueResponseSchema.parse(await api.get<unknown>(`/api/staff/visas?${query}`, { signal }));
}

export function useVisaQueue(params: Record<string, string>) {
  return useQuery({
    queryKey: applicationKeys.staff.visaQueue(params),
    queryFn: ({ signal }) => listVisaQueue(params, signal),
    placeholderData: keepPreviousData,
  });
}
