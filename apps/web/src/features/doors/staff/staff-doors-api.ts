import {
  type ListDoorOpeningsResponse,
  ListDoorOpeningsResponseSchema,
  type ListStaffDoorsResponse,
  ListStaffDoorsResponseSchema,
  StaffDoorSchema,
  type UpdateStaffDoorBody,
} from '@school/domain/doors/contracts/staff-doors';
import type { DoorKey } from '@school/domain/doors/doors';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The calls of the console's doors page (`/api/staff/doors…`, Amministrazione). */
export const STAFF_DOORS_QUERY_KEY = ['staff', 'doors'] as const;

/** `GET /api/staff/doors` */
export function useStaffDoors() {
  return useQuery({
    queryKey: [...STAFF_DOORS_QUERY_KEY, 'positions'],
    queryFn: async ({ signal }): Promise<ListStaffDoorsResponse> =>
      ListStaffDoorsResponseSchema.parse(await api.get<unknown>('/api/staff/doors', { signal })),
  });
}

/** `PUT /api/staff/doors/:door` on the version read. */
export function useMoveDoor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ door, body }: { door: DoorKey; body: UpdateStaffDoorBody }) =>
      StaffDoorSchema.parse(await api.put<unknown>(`/api/staff/doors/${encodeURIComponent(door)}`, body)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: STAFF_DOORS_QUERY_KEY }),
  });
}

/** `GET /api/staff/doors/openings?door=&person=&outcome=&day=&page=&pageSize=` */
export function useDoorOpenings(params: Record<string, string>) {
  return useQuery({
    queryKey: [...STAFF_DOORS_QUERY_KEY, 'openings', params],
    queryFn: async ({ signal }): Promise<ListDoorOpeningsResponse> => {
      const query = new URLSearchParams(params).toString();
      return ListDoorOpeningsResponseSchema.parse(
        await api.get<unknown>(`/api/staff/doors/openings${query ? `?${query}` : ''}`, { signal }),
      );
    },
    placeholderData: keepPreviousData,
  });
}
