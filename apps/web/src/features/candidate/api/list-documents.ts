import * as candidateApi from '@school/domain/candidate/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, endpointUrl } from '../../../lib/api-client';

export const DOCUMENTS_QUERY_KEY = ['candidate', 'documents'] as const;

/** The documents requested for the current application. */
export const listDocuments = (signal?: AbortSignal) => call(candidateApi.listDocuments, { signal });

export const documentsQueryOptions = queryOptions({
  queryKey: DOCUMENTS_QUERY_KEY,
  queryFn: ({ signal }) => listDocuments(signal),
});

export function useDocuments() {
  return useQuery(documentsQueryOptions);
}

/** The stored file, downloaded as an attachment. */
export function documentFileUrl(documentId: string): string {
  return endpointUrl(candidateApi.downloadDocument, { params: { id: documentId } });
}
