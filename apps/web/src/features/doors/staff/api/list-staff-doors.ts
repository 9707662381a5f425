import * as staffDoorsApi from '@school/domain/doors/contracts/staff-endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { doorsKeys } from '../../api/doors-keys';

/** The doors and their positions (Amministrazione). */
export const listStaffDoors = (signal?: AbortSignal) => call(staffDoorsApi.listDoors, { signal });

export function useStaffDoors() {
  return useQuery({ queryKey: doorsKeys.staff.positions, queryFn: ({ signal }) => listStaffDoors(signal) });
}
