import {
  type ExamSlug,
  type ThesisResponse,
  ThesisResponseSchema,
} from '@school/domain/thesis/contracts/thesis';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { thesisKeys } from './thesis-keys';

/** `POST /api/thesis/:exam/dishes`: one more dish, "{base} {n}" (conditions exist, not locked). */
export async function addDish(exam: ExamSlug): Promise<ThesisResponse> {
  return ThesisResponseSchema.parse(await api.post<unknown>(`/api/thesis/${exam}/dishes`));
}

export function useAddDish(exam: ExamSlug) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => addDish(exam),
    onSuccess: (thesis) => queryClient.setQueryData(thesisKeys.thesis(exam), thesis),
  });
}
