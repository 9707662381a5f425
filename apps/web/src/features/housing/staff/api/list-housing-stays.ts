import {
  type ListHousingStaysResponse,
  ListHousingStaysResponseSchema,
} from '@school/domain/housing/contracts/staff-housing';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { housingKeys } from '../../api/housing-keys';

/** `GET /api/staff/housing/stays?search=&stay=&page=&pageSize=`: one page of housing contracts with their stay. */
export async function listHousingStays(
  params: Record<string, string>,
  signal?: AbortSignal,
): Promise<ListHousingStaysResponse> {
  const query = new URLSearchParams(params).toString();
  return ListHousingStaysResponseSchema.parse(
    await api.get<unknown>(`/api/staff/housing/stays${query ? `?${query}` : ''}`, { signal }),
  );
}

export function useHousingStays(params: Record<string, string>) {
  return useQuery({
    queryKey: housingKeys.staff.staysPage(params),
    queryFn: ({ signal }) => listHousingStays(params, signal),
    placeholderData: keepPreviousData,
  });
}
