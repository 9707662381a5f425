import {
  type StaffPasskeysResponse,
  StaffPasskeysResponseSchema,
} from '@school/domain/auth/contracts/passkeys';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const staffPasskeyKeys = { person: (personId: string) => ['staff', 'passkeys', personId] as const };

/** `GET /api/staff/people/:id/passkeys`: a person's passkeys with their versions. */
export async function getPersonPasskeys(
  personId: string,
  signal?: AbortSignal,
): Promise<StaffPasskeysResponse> {
  return StaffPasskeysResponseSchema.parse(
    await api.get<unknown>(`/api/staff/people/${personId}/passkeys`, { signal }),
  );
}

export function usePersonPasskeys(personId: string) {
  return useQuery({
    queryKey: staffPasskeyKeys.person(personId),
    queryFn: ({ signal }) => getPersonPasskeys(personId, signal),
  });
}

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
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffPasskeyKeys.person(personId) }),
  });
}
