import * as thesisApi from '@school/domain/thesis/contracts/endpoints';
import type { CatalogueKind } from '@school/domain/thesis/contracts/thesis';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { thesisKeys } from './thesis-keys';

/** The picker's categories (getCategoriaIngrAttr). */
export const listCategories = (kind: CatalogueKind, signal?: AbortSignal) =>
  call(thesisApi.categories, { query: { kind }, signal });

export const categoriesQueryOptions = (kind: CatalogueKind) =>
  queryOptions({
    queryKey: thesisKeys.categories(kind),
    queryFn: ({ signal }) => listCategories(kind, signal),
    // The catalogue changes rarely: one read a page visit.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useCategories(kind: CatalogueKind, enabled = true) {
  return useQuery({ ...categoriesQueryOptions(kind), enabled });
}
