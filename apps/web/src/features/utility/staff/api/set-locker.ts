import * as staffUtilityApi from '@school/domain/utility/contracts/staff-endpoints';
import type { LockerKind, SetLockerBody } from '@school/domain/utility/contracts/staff-utility';
import { call } from '../../../../lib/api-client';
import { useEnrolmentChange } from './enrolment-change';

/** Sets (name, free from) or clears the course or exam locker, on the version read. */
export const setLocker = (id: string, kind: LockerKind, body: SetLockerBody) =>
  call(staffUtilityApi.setLocker, { params: { id, kind }, body });

export function useSetLocker(id: string) {
  return useEnrolmentChange(id, ({ kind, body }: { kind: LockerKind; body: SetLockerBody }) =>
    setLocker(id, kind, body),
  );
}
