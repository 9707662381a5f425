import {
  type ListHousingStaysResponse,
  ListHousingStaysResponseSchema,
  type SaveHousingStayBody,
  StaffHousingContractSchema,
} from '@school/domain/housing/contracts/staff-housing';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const HOUSING_STAYS_QUERY_KEY = ['staff', 'housing', 'stays'] as const;

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
    queryKey: [...HOUSING_STAYS_QUERY_KEY, params],
    queryFn: ({ signal }) => listHousingStays(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** `PUT /api/staff/housing/stays/:enrolmentId`: assign (version null) or change the stay on the version read. */
export function useSaveHousingStay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ enrolmentId, body }: { enrolmentId: string; body: SaveHousingStayBody }) =>
      StaffHousingContractSchema.parse(
        await api.put<unknown>(`/api/staff/housing/stays/${enrolmentId}`, body),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: HOUSING_STAYS_QUERY_KEY }),
  });
}
