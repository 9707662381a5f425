import * as doorsApi from '@school/domain/doors/contracts/endpoints';
import type { OpenDoorBody } from '@school/domain/doors/contracts/open-door';
import type { DoorKey } from '@school/domain/doors/doors';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** The door opened with the reading the phone has (saveApriPorta). */
export const openDoor = (door: DoorKey, position: OpenDoorBody) =>
  call(doorsApi.openDoor, { params: { door }, body: position });

export function useOpenDoor() {
  return useMutation({
    mutationFn: ({ door, position }: { door: DoorKey; position: OpenDoorBody }) => openDoor(door, position),
  });
}
