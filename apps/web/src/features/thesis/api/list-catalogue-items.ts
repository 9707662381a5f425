import {
  type CatalogueItemsResponse,
  CatalogueItemsResponseSchema,
  type CatalogueKind,
} from '@school/domain/thesis/contracts/thesis';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { thesisKeys } from './thesis-keys';

/**
 * `GET /api/thesis/catalogue/items?kind=&category=&search=` (getIngredientiAttrezzaturaTesi): the
 * ingredients or equipment of a category whose name contains the search (at most 50).
 */
export async function listCatalogueItems(
  kind: CatalogueKind,
  category: string | null,
  search: string,
  signal?: AbortSignal,
): Promise<CatalogueItemsResponse> {
  const params = new URLSearchParams({ kind });
  if (category) params.set('category', category);
  if (search.trim() !== '') params.set('search', search.trim());
  return CatalogueItemsResponseSchema.parse(
    await api.get<unknown>(`/api/thesis/catalogue/items?${params}`, { signal }),
  );
}

export const catalogueItemsQueryOptions = (kind: CatalogueKind, category: string | null, search: string) =>
  queryOptions({
    queryKey: thesisKeys.items(kind, category, search.trim()),
    queryFn: ({ signal }) => listCatalogueItems(kind, category, search, signal),
    staleTime: 5 * 60_000,
    // The choices being narrowed stay on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  });

export function useCatalogueItems(
  kind: CatalogueKind,
  category: string | null,
  search: string,
  enabled: boolean,
) {
  return useQuery({ ...catalogueItemsQueryOptions(kind, category, search), enabled });
}
