import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { refreshStaffInternship, STAFF_INTERNSHIP_API } from './internship-staff-urls';

/** `DELETE …/documents/:id` */
export function deleteDocument(id: string) {
  return api.delete(`${STAFF_INTERNSHIP_API}/documents/${encodeURIComponent(id)}`);
}

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSettled: () => refreshStaffInternship(queryClient),
  });
}
