import type { OpenDoorBody, OpenDoorResponse } from '@school/domain/doors/contracts/open-door';
import type { DoorKey } from '@school/domain/doors/doors';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `POST /api/doors/{door}/open` with the reading the phone has (saveApriPorta). */
export function openDoor(door: DoorKey, position: OpenDoorBody): Promise<OpenDoorResponse> {
  return api.post<OpenDoorResponse>(`/api/doors/${encodeURIComponent(door)}/open`, position);
}

export function useOpenDoor() {
  return useMutation({
    mutationFn: ({ door, position }: { door: DoorKey; position: OpenDoorBody }) => openDoor(door, position),
  });
}
