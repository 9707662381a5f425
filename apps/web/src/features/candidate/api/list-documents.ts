import {
  type ListDocumentsResponse,
  ListDocumentsResponseSchema,
} from '@school/domain/candidate/contracts/list-documents';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const DOCUMENTS_QUERY_KEY = ['candidate', 'documents'] as const;

/** `GET /api/candidate/documents`: the documents requested for the current application. */
export async function listDocuments(signal?: AbortSignal): Promise<ListDocumentsResponse> {
  return ListDocumentsResponseSchema.parse(await api.get<unknown>('/api/candidate/documents', { signal }));
}

export const documentsQueryOptions = queryOptions({
  queryKey: DOCUMENTS_QUERY_KEY,
  queryFn: ({ signal }) => listDocuments(signal),
});

export function useDocuments() {
  return useQuery(documentsQueryOptions);
}

/** `GET /api/candidate/documents/:id/file`: the stored file, downloaded as an attachment. */
export function documentFileUrl(documentId: string): string {
  return `/api/candidate/documents/${encodeURIComponent(documentId)}/file`;
}
