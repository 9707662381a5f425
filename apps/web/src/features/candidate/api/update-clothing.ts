import {
  type UpdateClothingBody,
  type UpdateClothingResponse,
  UpdateClothingResponseSchema,
} from '@school/domain/candidate/contracts/update-clothing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CLOTHING_QUERY_KEY } from './get-clothing';

/** `PUT /api/candidate/clothing`: confirms the sizes of every offered item; then they are locked. */
export async function updateClothing(body: UpdateClothingBody): Promise<UpdateClothingResponse> {
  return UpdateClothingResponseSchema.parse(await api.put<unknown>('/api/candidate/clothing', body));
}

export function useUpdateClothing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClothing,
    onSuccess: (clothing) => queryClient.setQueryData(CLOTHING_QUERY_KEY, clothing),
  });
}
