import type { UpdateStaffDoorBody } from '@school/domain/doors/contracts/staff-doors';
import * as staffDoorsApi from '@school/domain/doors/contracts/staff-endpoints';
import type { DoorKey } from '@school/domain/doors/doors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { doorsKeys } from '../../api/doors-keys';

/** A door moved, on the version read. */
export const moveDoor = ({ door, body }: { door: DoorKey; body: UpdateStaffDoorBody }) =>
  call(staffDoorsApi.moveDoor, { params: { door }, body });

export function useMoveDoor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveDoor,
    onSettled: () => queryClient.invalidateQueries({ queryKey: doorsKeys.staff.all }),
  });
}
