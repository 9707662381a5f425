import {
  type ListStaffDoorsResponse,
  ListStaffDoorsResponseSchema,
} from '@school/domain/doors/contracts/staff-doors';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { doorsKeys } from '../../api/doors-keys';

/** `GET /api/staff/doors`: the doors and their positions (Amministrazione). */
export async function listStaffDoors(signal?: AbortSignal): Promise<ListStaffDoorsResponse> {
  return ListStaffDoorsResponseSchema.parse(await api.get<unknown>('/api/staff/doors', { signal }));
}

export function useStaffDoors() {
  return useQuery({ queryKey: doorsKeys.staff.positions, queryFn: ({ signal }) => listStaffDoors(signal) });
}
