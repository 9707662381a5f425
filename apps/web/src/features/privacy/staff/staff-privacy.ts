import {
  type ErasureDecisionBody,
  type ListErasuresResponse,
  ListErasuresResponseSchema,
  type RetentionOverviewResponse,
  RetentionOverviewResponseSchema,
  type StaffErasure,
  StaffErasureSchema,
} from '@school/domain/privacy/contracts/staff-privacy';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** The staff side of privacy: /api/staff/privacy/… */
export const STAFF_PRIVACY_KEY = ['staff', 'privacy'] as const;

const erasureUrl = (id: string) => `/api/staff/privacy/erasures/${encodeURIComponent(id)}`;

/** The console's address of an erasure request. */
export const staffErasurePath = (id: string) => `${paths.staff}/privacy/${id}`;

/** `GET /api/staff/privacy/erasures?status=&search=&page=&pageSize=` */
export function useStaffErasures(params: Record<string, string>) {
  return useQuery({
    queryKey: [...STAFF_PRIVACY_KEY, 'erasures', params],
    queryFn: async ({ signal }): Promise<ListErasuresResponse> =>
      ListErasuresResponseSchema.parse(
        await api.get<unknown>(`/api/staff/privacy/erasures?${new URLSearchParams(params).toString()}`, {
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/staff/privacy/erasures/:id` */
export function useStaffErasure(id: string) {
  return useQuery({
    queryKey: [...STAFF_PRIVACY_KEY, 'erasure', id],
    queryFn: async ({ signal }): Promise<StaffErasure> =>
      StaffErasureSchema.parse(await api.get<unknown>(erasureUrl(id), { signal })),
  });
}

/** `POST /api/staff/privacy/erasures/:id/decision` */
export function useDecideErasure(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ErasureDecisionBody): Promise<StaffErasure> =>
      StaffErasureSchema.parse(await api.post<unknown>(`${erasureUrl(id)}/decision`, body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_PRIVACY_KEY }),
  });
}

/** `GET /api/staff/privacy/retention` */
export function useRetentionOverview() {
  return useQuery({
    queryKey: [...STAFF_PRIVACY_KEY, 'retention'],
    queryFn: async ({ signal }): Promise<RetentionOverviewResponse> =>
      RetentionOverviewResponseSchema.parse(
        await api.get<unknown>('/api/staff/privacy/retention', { signal }),
      ),
  });
}
