import type { RequestDocumentBody } from '@school/domain/staff/contracts/request-document';
import * as staffApi from '@school/domain/staff/contracts/staff-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffKeys } from '../../../../components/console/query-keys';
import { call } from '../../../../lib/api-client';
import { applicationKeys } from '../../api/application-keys';

export type DocumentDecision =
  | { kind: 'approve'; id: string; version: string }
  | { kind: 'reject'; id: string; version: string; reason: string }
  | { kind: 'request'; applicationId: string; body: RequestDocumentBody };

/**
 * The secretariat's decisions on a document: approve and reject (on the version read: 409
 * `staff.staleRecord` when it changed) and request a new one. The queue and the home counts are
 * read again.
 */
export async function decideDocument(decision: DocumentDecision) {
  switch (decision.kind) {
    case 'approve':
      return call(staffApi.approveDocument, {
        params: { id: decision.id },
        body: { version: decision.version },
      });
    case 'reject':
      return call(staffApi.rejectDocument, {
        params: { id: decision.id },
        body: { version: decision.version, reason: decision.reason },
      });
    case 'request':
      return call(staffApi.requestDocument, { params: { id: decision.applicationId }, body: decision.body });
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
