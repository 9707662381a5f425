import * as candidateApi from '@school/domain/candidate/contracts/endpoints';
import type { UpdateClothingBody } from '@school/domain/candidate/contracts/update-clothing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { CLOTHING_QUERY_KEY } from './get-clothing';

/** Confirms the sizes of every offered item; then they are locked. */
export const updateClothing = (body: UpdateClothingBody) => call(candidateApi.saveClothing, { body });

export function useUpdateClothing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClothing,
    onSuccess: (clothing) => queryClient.setQueryData(CLOTHING_QUERY_KEY, clothing),
  });
}
