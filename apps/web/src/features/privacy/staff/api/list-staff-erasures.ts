import {
  type ListErasuresResponse,
  ListErasuresResponseSchema,
} from '@school/domain/privacy/contracts/staff-privacy';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { privacyKeys } from '../../api/privacy-keys';

/** `GET /api/staff/privacy/erasures?status=&search=&page=&pageSize=` */
export async function listStaffErasures(
  params: Record<string, string>,
  signal?: AbortSignal,
): Promise<ListErasuresResponse> {
  return ListErasuresResponseSchema.parse(
    await api.get<unknown>(`/api/staff/privacy/erasures?${new URLSearchParams(params).toString()}`, {
      signal,
    }),
  );
}

export function useStaffErasures(params: Record<string, string>) {
  return useQuery({
    queryKey: privacyKeys.staff.erasures(params),
    queryFn: ({ signal }) => listStaffErasures(params, signal),
    placeholderData: keepPreviousData,
  });
}
