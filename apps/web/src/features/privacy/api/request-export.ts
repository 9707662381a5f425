import * as privacyApi from '@school/domain/privacy/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { privacyKeys } from './privacy-keys';

/** Asks for an export of my data. */
export const requestExport = () => call(privacyApi.requestExport);

export function useRequestExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestExport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: privacyKeys.all }),
  });
}
