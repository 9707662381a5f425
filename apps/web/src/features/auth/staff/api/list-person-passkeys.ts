import * as staffAuthApi from '@school/domain/auth/contracts/staff-endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { authKeys } from '../../api/auth-keys';

/** A person's passkeys with their versions. */
export const listPersonPasskeys = (personId: string, signal?: AbortSignal) =>
  call(staffAuthApi.listPersonPasskeys, { params: { id: personId }, signal });

export function usePersonPasskeys(personId: string) {
  return useQuery({
    queryKey: authKeys.staff.personPasskeys(personId),
    queryFn: ({ signal }) => listPersonPasskeys(personId, signal),
  });
}
