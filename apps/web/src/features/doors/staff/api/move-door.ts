import {
  type StaffDoor,
  StaffDoorSchema,
  type UpdateStaffDoorBody,
} from '@school/domain/doors/contracts/staff-doors';
import type { DoorKey } from '@school/domain/doors/doors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { doorsKeys } from '../../api/doors-keys';

/** `PUT /api/staff/doors/:door` on the version read. */
export async function moveDoor({
  door,
  body,
}: {
  door: DoorKey;
  body: UpdateStaffDoorBody;
}): Promise<StaffDoor> {
  return StaffDoorSchema.parse(await api.put<unknown>(`/api/staff/doors/${encodeURIComponent(door)}`, body));
}

export function useMoveDoor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveDoor,
    onSettled: () => queryClient.invalidateQueries({ queryKey: doorsKeys.staff.all }),
  });
}
