import {
  type StaffPasskeysResponse,
  StaffPasskeysResponseSchema,
} from '@school/domain/auth/contracts/passkeys';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { authKeys } from '../../api/auth-keys';

/** `GET /api/staff/people/:id/passkeys`: a person's passkeys with their versions. */
export async function listPersonPasskeys(
  personId: string,
  signal?: AbortSignal,
): Promise<StaffPasskeysResponse> {
  return StaffPasskeysResponseSchema.parse(
    await api.get<unknown>(`/api/staff/people/${personId}/passkeys`, { signal }),
  );
}

export function usePersonPasskeys(personId: string) {
  return useQuery({
    queryKey: authKeys.staff.personPasskeys(personId),
    queryFn: ({ signal }) => listPersonPasskeys(personId, signal),
  });
}
