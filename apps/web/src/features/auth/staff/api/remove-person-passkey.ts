import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { authKeys } from '../../api/auth-keys';

/** `DELETE /api/staff/people/:id/passkeys/:passkeyId?version=…`. */
export function removePersonPasskey(personId: string, passkeyId: string, version: string): Promise<void> {
  return api.delete(
    `/api/staff/people/${personId}/passkeys/${passkeyId}?version=${encodeURIComponent(version)}`,
  );
}

export function useRemovePersonPasskey(personId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: string; version: string }) =>
      removePersonPasskey(personId, id, version),
    onSettled: () => queryClient.invalidateQueries({ queryKey: authKeys.staff.personPasskeys(personId) }),
  });
}
