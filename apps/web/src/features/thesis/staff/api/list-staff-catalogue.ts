import {
  type ListCatalogueResponse,
  ListCatalogueResponseSchema,
} from '@school/domain/thesis/contracts/staff-thesis';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { thesisKeys } from '../../api/thesis-keys';
import { STAFF_THESIS_API } from './thesis-staff-urls';

/** `GET /api/staff/thesis/catalogue?kind=&category=&search=&status=&page=&pageSize=` */
export async function listStaffCatalogue(
  params: Record<string, string>,
  signal?: AbortSignal,
): Promise<ListCatalogueResponse> {
  return ListCatalogueResponseSchema.parse(
    await api.get<unknown>(`${STAFF_THESIS_API}/catalogue?${new URLSearchParams(params).toString()}`, {
      signal,
    }),
  );
}

export function useStaffCatalogue(params: Record<string, string>) {
  return useQuery({
    queryKey: thesisKeys.staff.catalogue(params),
    queryFn: ({ signal }) => listStaffCatalogue(params, signal),
    placeholderData: keepPreviousData,
  });
}
