import type {
  ConfirmRoleClaimBody,
  GetPersonResponse,
  MoveEnrolmentBody,
  RefuseRoleClaimBody,
  SetBlockedBody,
  SetCategoriesBody,
  SetEnrolmentFlagBody,
  SetPermissionsBody,
  SetRegistrationBody,
} from '@school/domain/staff/contracts/people';
import * as staffApi from '@school/domain/staff/contracts/staff-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffKeys } from '../../../components/console/query-keys';
import { call, isApiError } from '../../../lib/api-client';
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
 * Blocks, sets the categories, permissions or registration, switches an enrolment's flag, moves an
 * enrolment, confirms or refuses a claimed role: each answers the person as they now are.
 */
export async function changePerson(id: string, change: PersonChange): Promise<GetPersonResponse> {
  switch (change.kind) {
    case 'blocked':
      return call(staffApi.setBlocked, { params: { id }, body: change.body });
    case 'categories':
      return call(staffApi.setCategories, { params: { id }, body: change.body });
    case 'permissions':
      return call(staffApi.setPermissions, { params: { id }, body: change.body });
    case 'registration':
      return call(staffApi.setRegistration, { params: { id }, body: change.body });
    case 'flag':
      return call(staffApi.setEnrolmentFlag, {
        params: { id, enrolmentId: change.enrolmentId },
        body: change.body,
      });
    case 'move':
      return call(staffApi.moveEnrolment, {
        params: { id, enrolmentId: change.enrolmentId },
        body: change.body,
      });
    case 'confirmClaim':
      return call(staffApi.confirmRoleClaim, { params: { id }, body: change.body });
    case 'refuseClaim':
      return call(staffApi.refuseRoleClaim, { params: { id }, body: change.body });
  }
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
