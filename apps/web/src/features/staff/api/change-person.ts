import {
  type ConfirmRoleClaimBody,
  type GetPersonResponse,
  type MoveEnrolmentBody,
  PersonChangeResponseSchema,
  type RefuseRoleClaimBody,
  type SetBlockedBody,
  type SetCategoriesBody,
  type SetEnrolmentFlagBody,
  type SetPermissionsBody,
  type SetRegistrationBody,
} from '@school/domain/staff/contracts/people';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffKeys } from '../../../components/console/query-keys';
import { api, isApiError } from '../../../lib/api-client';
import { personQueryKey } from './get-person';

/** The changes staff make to a person, each on the version read. */
export type PersonChange =
  | { kind: 'blocked'; body: SetBlockedBody }
  | { kind: 'categories'; body: SetCategoriesBody }
  | { kind: 'permissions'; body: SetPermissionsBody }
  | { kind: 'registration'; body: SetRegistrationBody }
  | { kind: 'flag'; enrolmentId: string; body: SetEnrolmentFlagBody }
  | { kind: 'move'; enrolmentId: string; body: MoveEnrolmentBody }
  | { kind: 'confirmClaim'; body: ConfirmRoleClaimBody }
  | { kind: 'refuseClaim'; body: RefuseRoleClaimBody };

/**
 * `PUT /api/staff/people/:id/{blocked,categories,permissions,registration}`,
 * `PUT …/enrolments/:enrolmentId/flags`, `POST …/enrolments/:enrolmentId/move`,
 * `POST …/role-claim/{confirm,refuse}`: each answers the
 * person as they now are.
 */
export async function changePerson(id: string, change: PersonChange): Promise<GetPersonResponse> {
  const base = `/api/staff/people/${id}`;
  const answer =
    change.kind === 'flag'
      ? await api.put<unknown>(`${base}/enrolments/${change.enrolmentId}/flags`, change.body)
      : change.kind === 'move'
        ? await api.post<unknown>(`${base}/enrolments/${change.enrolmentId}/move`, change.body)
        : change.kind === 'confirmClaim'
          ? await api.post<unknown>(`${base}/role-claim/confirm`, change.body)
          : change.kind === 'refuseClaim'
            ? await api.post<unknown>(`${base}/role-claim/refuse`, change.body)
            : await api.put<unknown>(`${base}/${change.kind}`, change.body);
  return PersonChangeResponseSchema.parse(answer);
}

/**
 * A change to one person. Success shows the answer; a stale version (409 `staff.staleRecord`)
 * reads the person again, so the page shows what changed meanwhile. Lists are read again either way.
 */
export function useChangePerson(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: PersonChange) => changePerson(id, change),
    onSuccess: (person) => queryClient.setQueryData(personQueryKey(id), person),
    onError: (error) => {
      if (isApiError(error, 'staff.staleRecord'))
        void queryClient.invalidateQueries({ queryKey: personQueryKey(id) });
    },
    onSettled: async (_answer, _error, change) => {
      // A moved enrolment changes the other person's record too.
      if (change.kind === 'move')
        await queryClient.invalidateQueries({ queryKey: personQueryKey(change.body.toUserId) });
      await queryClient.invalidateQueries({ queryKey: [...staffKeys.people, 'list'] });
      await queryClient.invalidateQueries({ queryKey: ['staff', 'audit'] });
    },
  });
}
