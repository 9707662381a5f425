import {
  type CatalogueKind,
  type CategoriesResponse,
  CategoriesResponseSchema,
} from '@school/domain/thesis/contracts/thesis';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { thesisKeys } from './thesis-keys';

/** `GET /api/thesis/catalogue/categories?kind=` (getCategoriaIngrAttr): the picker's categories. */
export async function listCategories(kind: CatalogueKind, signal?: AbortSignal): Promise<CategoriesResponse> {
  return CategoriesResponseSchema.parse(
    await api.get<unknown>(`/api/thesis/catalogue/categories?kind=${kind}`, { signal }),
  );
}

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
