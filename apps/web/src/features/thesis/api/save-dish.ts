import * as thesisApi from '@school/domain/thesis/contracts/endpoints';
import type { ExamSlug } from '@school/domain/thesis/contracts/thesis';
import type { DishInput } from '@school/domain/thesis/dishes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { thesisKeys } from './thesis-keys';

/**
 * Saves the dish and its lines (setPiatto); the server reads the costs from the catalogue,
 * recomputes every total and refuses over budget or after the lock date.
 */
export const saveDish = (dishId: string, dish: DishInput) =>
  call(thesisApi.saveDish, { params: { id: dishId }, body: dish });

export function useSaveDish(exam: ExamSlug) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ dishId, dish }: { dishId: string; dish: DishInput }) => saveDish(dishId, dish),
    // The answer is the whole thesis as it now is.
    onSuccess: (thesis) => queryClient.setQueryData(thesisKeys.thesis(exam), thesis),
  });
}
