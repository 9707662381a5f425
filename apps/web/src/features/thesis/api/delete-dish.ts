import {
  type ExamSlug,
  type ThesisResponse,
  ThesisResponseSchema,
} from '@school/domain/thesis/contracts/thesis';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { thesisKeys } from './thesis-keys';

/** `DELETE /api/thesis/dishes/:id`: a dish beyond the number the conditions ask for. */
export async function deleteDish(dishId: string): Promise<ThesisResponse> {
  return ThesisResponseSchema.parse(
    await api.delete<unknown>(`/api/thesis/dishes/${encodeURIComponent(dishId)}`),
  );
}

export function useDeleteDish(exam: ExamSlug) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dishId: string) => deleteDish(dishId),
    onSuccess: (thesis) => queryClient.setQueryData(thesisKeys.thesis(exam), thesis),
  });
}
