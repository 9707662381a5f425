import * as thesisApi from '@school/domain/thesis/contracts/endpoints';
import type { ExamSlug } from '@school/domain/thesis/contracts/thesis';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { thesisKeys } from './thesis-keys';

/** One more dish, "{base} {n}" (conditions exist, not locked). */
export const addDish = (exam: ExamSlug) => call(thesisApi.addDish, { params: { exam } });

export function useAddDish(exam: ExamSlug) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => addDish(exam),
    onSuccess: (thesis) => queryClient.setQueryData(thesisKeys.thesis(exam), thesis),
  });
}
