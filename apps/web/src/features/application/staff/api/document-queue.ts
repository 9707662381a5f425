import {
  type ListDocumentQueueResponse,
  ListDocumentQueueResponseSchema,
} from '@school/domain/staff/contracts/document-queue';
import {
  type RequestDocumentBody,
  RequestDocumentResponseSchema,
} from '@school/domain/staff/contracts/request-document';
import { ReviewDocumentResponseSchema } from '@school/domain/staff/contracts/review-document';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffKeys } from '../../../../components/console/query-keys';
import { api } from '../../../../lib/api-client';

export const DOCUMENT_QUEUE_KEY = ['staff', 'documents'] as const;
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
    queryKey: [...DOCUMENT_QUEUE_KEY, params],
    queryFn: ({ signal }) => listDocumentQueue(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/staff/documents/:id/file`: the stored file (inline for the viewer). */
export function staffDocumentFileUrl(documentId: string): string {
  return `/api/staff/documents/${encodeURIComponent(documentId)}/file`;
}

export type DocumentDecision =
  | { kind: 'approve'; id: string; version: string }
  | { kind: 'reject'; id: string; version: string; reason: string }
  | { kind: 'request'; applicationId: string; body: RequestDocumentBody };

/**
 * The secretariat's decisions on a document: approve and reject (`POST /api/staff/documents/:id/…`,
 * on the version read: 409 `staff.staleRecord` when it changed) and request a new one
 * (`POST /api/staff/applications/:id/documents`). The queue and the home counts are read again.
 */
export async function decideDocument(decision: DocumentDecision) {
  switch (decision.kind) {
    case 'approve':
      return ReviewDocumentResponseSchema.parse(
        await api.post<unknown>(`/api/staff/documents/${decision.id}/approve`, { version: decision.version }),
      );
    case 'reject':
      return ReviewDocumentResponseSchema.parse(
        await api.post<unknown>(`/api/staff/documents/${decision.id}/reject`, {
          version: decision.version,
          reason: decision.reason,
        }),
      );
    case 'request':
      return RequestDocumentResponseSchema.parse(
        await api.post<unknown>(`/api/staff/applications/${decision.applicationId}/documents`, decision.body),
      );
  }
}

export function useDecideDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideDocument,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: DOCUMENT_QUEUE_KEY }),
        queryClient.invalidateQueries({ queryKey: staffKeys.overview }),
      ]);
    },
  });
}
