import * as privacyApi from '@school/domain/privacy/contracts/endpoints';
import type { RequestErasureBody } from '@school/domain/privacy/contracts/my-data';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { privacyKeys } from './privacy-keys';

/** Asks for the erasure of my account. */
export const requestErasure = (body: RequestErasureBody) => call(privacyApi.requestErasure, { body });

export function useRequestErasure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestErasure,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: privacyKeys.all }),
  });
}
