import {
  type ErasureRequest,
  ErasureRequestSchema,
  type RequestErasureBody,
} from '@school/domain/privacy/contracts/my-data';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { privacyKeys } from './privacy-keys';

/** `POST /api/privacy/erasure`: ask for the erasure of my account. */
export async function requestErasure(body: RequestErasureBody): Promise<ErasureRequest> {
  return ErasureRequestSchema.parse(await api.post<unknown>('/api/privacy/erasure', body));
}

export function useRequestErasure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestErasure,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: privacyKeys.all }),
  });
}
