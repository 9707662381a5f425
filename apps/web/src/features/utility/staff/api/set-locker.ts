import {
  type GetUtilityEnrolmentResponse,
  GetUtilityEnrolmentResponseSchema,
  type LockerKind,
  type SetLockerBody,
} from '@school/domain/utility/contracts/staff-utility';
import { api } from '../../../../lib/api-client';
import { UTILITY_ENROLMENTS_API, useEnrolmentChange } from './utility-staff-urls';

/** `PUT /api/staff/utility/enrolments/:id/lockers/:kind` (set or clear, on the version read) */
export async function setLocker(
  id: string,
  kind: LockerKind,
  body: SetLockerBody,
): Promise<GetUtilityEnrolmentResponse> {
  return GetUtilityEnrolmentResponseSchema.parse(
    await api.put<unknown>(`${UTILITY_ENROLMENTS_API}/${id}/lockers/${kind}`, body),
  );
}

export function useSetLocker(id: string) {
  return useEnrolmentChange(id, ({ kind, body }: { kind: LockerKind; body: SetLockerBody }) =>
    setLocker(id, kind, body),
  );
}
