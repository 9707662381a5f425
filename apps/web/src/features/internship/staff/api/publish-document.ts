import * as staffInternshipApi from '@school/domain/internship/contracts/staff-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { refreshStaffInternship } from '../../api/internship-keys';

/** Publishes a document to the students, or withdraws it. */
export const publishDocument = (change: { id: string; published: boolean }) =>
  call(staffInternshipApi.publishDocument, {
    params: { id: change.id },
    body: { published: change.published },
  });

export function usePublishDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishDocument,
    onSettled: () => refreshStaffInternship(queryClient),
  });
}
