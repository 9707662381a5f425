import { type PrivacyExport, PrivacyExportSchema } from '@school/domain/privacy/contracts/my-data';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { privacyKeys } from './privacy-keys';

/** `POST /api/privacy/exports`: ask for an export of my data. */
export async function requestExport(): Promise<PrivacyExport> {
  return PrivacyExportSchema.parse(await api.post<unknown>('/api/privacy/exports', {}));
}

export function useRequestExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestExport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: privacyKeys.all }),
  });
}
