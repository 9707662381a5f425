import * as thesisApi from '@school/domain/thesis/contracts/endpoints';
import type { CatalogueKind } from '@school/domain/thesis/contracts/thesis';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { thesisKeys } from './thesis-keys';

/**
 * The ingredients or equipment of a category whose name contains the search (at most 50;
 * getIngredientiAttrezzaturaTesi). No category or an empty search is left out of the query.
 */
export function listCatalogueItems(
  kind: CatalogueKind,
  category: string | null,
  search: string,
  signal?: AbortSignal,
) {
  const trimmed = search.trim();
  return call(thesisApi.items, {
    query: { kind, category: category || undefined, search: trimmed === '' ? undefined : trimmed },
    signal,
  });
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
