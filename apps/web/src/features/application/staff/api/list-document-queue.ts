import {
  type ListDocumentQueueResponse,
  ListDocumentQueueResponseSchema,
} from '@school/domain/staff/contracts/document-queue';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { applicationKeys } from '../../api/application-keys';

export const DOCUMENT_QUEUE_PAGE_SIZE = 20;

/** `GET /api/staff/documents`: one page of the validation queue with the address's filters. */
export async function listDocumentQueue(
  params: Record<string, string>,
  signal?: AbortSignal,
): Promise<ListDocumentQueueResponse> {
  const query = new URLSearchParams({ ...params, pageSize: String(DOCUMENT_QUEUE_PAGE_SIZE) });
  query.delete('sort');
  query.delete('dir');
  return ListDocumentQueueResponseSchema.parse(
    await api.get<unknown>(`/api/staff/documents?${query}`, { signal }),
  );
}

export function useDocumentQueue(params: Record<string, string>) {
  return useQuery({
    queryKey: applicationKeys.staff.documentQueue(params),
    queryFn: ({ signal }) => listDocumentQueue(params, signal),
    placeholderData: keepPreviousData,
  });
}
