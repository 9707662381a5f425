import {
  type RequestDocumentBody,
  RequestDocumentResponseSchema,
} from '@school/domain/staff/contracts/request-document';
import { ReviewDocumentResponseSchema } from '@school/domain/staff/contracts/review-document';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffKeys } from '../../../../components/console/query-keys';
import { api } from '../../../../lib/api-client';
import { applicationKeys } from '../../api/application-keys';

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
        queryClient.invalidateQueries({ queryKey: applicationKeys.staff.documents }),
        queryClient.invalidateQueries({ queryKey: staffKeys.overview }),
      ]);
    },
  });
}
