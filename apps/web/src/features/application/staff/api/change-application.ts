import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../../../lib/api-client';
import { applicationKeys } from '../../api/application-keys';

/** A change staff make from the application's page: its method, path under /api/staff and body. */
export interface ApplicationChange {
  method: 'put' | 'post';
  path: string;
  body: unknown;
}

/** Every change of the application's page (status, instalments, payments, visa, clothing, billing). */
export function changeApplication({ method, path, body }: ApplicationChange): Promise<unknown> {
  return api[method]<unknown>(`/api/staff${path}`, body);
}

/**
 * Afterwards, or on a stale version (409 `staff.staleRecord`), the application and its history are
 * read again, so the page shows the record as it now is.
 */
export function useApplicationChange(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeApplication,
    onSettled: async (_data, error) => {
      if (!error || isApiError(error, 'staff.staleRecord')) {
        await queryClient.invalidateQueries({ queryKey: applicationKeys.staff.application(id) });
      }
      await queryClient.invalidateQueries({ queryKey: applicationKeys.staff.lists });
      await queryClient.invalidateQueries({ queryKey: ['staff', 'audit'] });
      await queryClient.invalidateQueries({ queryKey: ['staff', 'billing'] });
    },
  });
}
