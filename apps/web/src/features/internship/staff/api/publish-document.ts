import {
  type StaffStageDocument,
  StaffStageDocumentSchema,
} from '@school/domain/internship/contracts/staff-internship';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { refreshStaffInternship, STAFF_INTERNSHIP_API } from './internship-staff-urls';

/** `PUT …/documents/:id/published` */
export async function publishDocument(change: {
  id: string;
  published: boolean;
}): Promise<StaffStageDocument> {
  return StaffStageDocumentSchema.parse(
    await api.put<unknown>(`${STAFF_INTERNSHIP_API}/documents/${encodeURIComponent(change.id)}/published`, {
      published: change.published,
    }),
  );
}

export function usePublishDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishDocument,
    onSettled: () => refreshStaffInternship(queryClient),
  });
}
