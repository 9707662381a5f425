import * as staffAuthApi from '@school/domain/auth/contracts/staff-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { authKeys } from '../../api/auth-keys';

/** Removes a person's passkey on the version read. */
export const removePersonPasskey = (personId: string, passkeyId: string, version: string) =>
  call(staffAuthApi.removePersonPasskey, { params: { id: personId, passkeyId }, query: { version } });

export function useRemovePersonPasskey(personId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: string; version: string }) =>
      removePersonPasskey(personId, id, version),
    onSettled: () => queryClient.invalidateQueries({ queryKey: authKeys.staff.personPasskeys(personId) }),
  });
}
