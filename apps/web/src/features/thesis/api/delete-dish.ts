import * as thesisApi from '@school/domain/thesis/contracts/endpoints';
import type { ExamSlug } from '@school/domain/thesis/contracts/thesis';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { thesisKeys } from './thesis-keys';

/** Deletes a dish beyond the number the conditions ask for. */
export const deleteDish = (dishId: string) => call(thesisApi.deleteDish, { params: { id: dishId } });

export function useDeleteDish(exam: ExamSlug) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dishId: string) => deleteDish(dishId),
    onSuccess: (thesis) => queryClient.setQueryData(thesisKeys.thesis(exam), thesis),
  });
}
