import * as staffInternshipApi from '@school/domain/internship/contracts/staff-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { refreshStaffInternship } from '../../api/internship-keys';

/** Deletes a document. */
export const deleteDocument = (id: string) => call(staffInternshipApi.removeDocument, { params: { id } });

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSettled: () => refreshStaffInternship(queryClient),
  });
}
