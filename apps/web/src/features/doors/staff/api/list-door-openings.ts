import {
  type ListDoorOpeningsResponse,
  ListDoorOpeningsResponseSchema,
} from '@school/domain/doors/contracts/staff-doors';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { doorsKeys } from '../../api/doors-keys';

/** `GET /api/staff/doors/openings?door=&person=&outcome=&day=&page=&pageSize=` */
export async function listDoorOpenings(
  params: Record<string, string>,
  signal?: AbortSignal,
): Promise<ListDoorOpeningsResponse> {
  const query = new URLSearchParams(params).toString();
  return ListDoorOpeningsResponseSchema.parse(
    await api.get<unknown>(`/api/staff/doors/openings${query ? `?${query}` : ''}`, { signal }),
  );
}

export function useDoorOpenings(params: Record<string, string>) {
  return useQuery({
    queryKey: doorsKeys.staff.openings(params),
    queryFn: ({ signal }) => listDoorOpenings(params, signal),
    placeholderData: keepPreviousData,
  });
}
