import {
  type CreateEditionBody,
  type ListEditionsResponse,
  ListEditionsResponseSchema,
  StaffEditionSchema,
  type UpdateEditionBody,
} from '@school/domain/staff/contracts/editions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { staffKeys } from '../query-keys';

/** `GET /api/staff/editions`: every course edition (Amministrazione). */
export function useStaffEditions(enabled = true) {
  return useQuery({
    queryKey: staffKeys.editions,
    queryFn: async ({ signal }): Promise<ListEditionsResponse> =>
      ListEditionsResponseSchema.parse(await api.get<unknown>('/api/staff/editions', { signal })),
    enabled,
  });
}

/** `POST /api/staff/editions` or `PUT /api/staff/editions/:id` (on the version read). */
export function useSaveEdition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      save: { id: null; body: CreateEditionBody } | { id: string; body: UpdateEditionBody },
    ) =>
      StaffEditionSchema.parse(
        save.id === null
          ? await api.post<unknown>('/api/staff/editions', save.body)
          : await api.put<unknown>(`/api/staff/editions/${save.id}`, save.body),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.editions }),
  });
}
