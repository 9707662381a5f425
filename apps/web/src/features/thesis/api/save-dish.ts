import {
  type ExamSlug,
  type ThesisResponse,
  ThesisResponseSchema,
} from '@school/domain/thesis/contracts/thesis';
import type { DishInput } from '@school/domain/thesis/dishes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { thesisKeys } from './thesis-keys';

/**
 * `PUT /api/thesis/dishes/:id` (setPiatto): the dish and its lines; the server reads the costs
 * from the catalogue, recomputes every total and refuses over budget or after the lock date.
 */
export async function saveDish(dishId: string, dish: DishInput): Promise<ThesisResponse> {
  return ThesisResponseSchema.parse(
    await api.put<unknown>(`/api/thesis/dishes/${encodeURIComponent(dishId)}`, dish),
  );
}

export function useSaveDish(exam: ExamSlug) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ dishId, dish }: { dishId: string; dish: DishInput }) => saveDish(dishId, dish),
    // The answer is the whole thesis as it now is.
    onSuccess: (thesis) => queryClient.setQueryData(thesisKeys.thesis(exam), thesis),
  });
}
