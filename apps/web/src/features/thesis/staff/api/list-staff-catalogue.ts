import * as staffThesisApi from '@school/domain/thesis/contracts/staff-endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../../lib/api-client';
import { thesisKeys } from '../../api/thesis-keys';

/** The page's filters as the query takes them (kind, category, search, status, page, pageSize; the ones set). */
type CatalogueQuery = z.input<NonNullable<typeof staffThesisApi.listCatalogue.querystring>>;

/** The ingredients and equipment, filtered and paged. */
export const listStaffCatalogue = (params: Record<string, string>, signal?: AbortSignal) =>
  call(staffThesisApi.listCatalogue, { query: params as CatalogueQuery, signal });

export function useStaffCatalogue(params: Record<string, string>) {
  return useQuery({
    queryKey: thesisKeys.staff.catalogue(params),
    queryFn: ({ signal }) => listStaffCatalogue(params, signal),
    placeholderData: keepPreviousData,
  });
}
