import type { ShopListQuery } from '@school/domain/shop/catalogue';

/** The shop list's state in the address, so that back and forward walk through searches and pages. */
export const LIST_PARAMS = { search: 'ricerca', family: 'famiglia', page: 'pagina' } as const;

/** The list's query as the address holds it (a missing or malformed page is the first). */
export function listQueryOf(params: URLSearchParams): ShopListQuery {
  const page = Number(params.get(LIST_PARAMS.page));
  return {
    search: params.get(LIST_PARAMS.search) ?? '',
    family: params.get(LIST_PARAMS.family) || null,
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address's query for a list query (other parameters, the cart's included, are dropped). */
export function listSearch(query: ShopListQuery): string {
  const params = new URLSearchParams();
  if (query.search !== '') params.set(LIST_PARAMS.search, query.search);
  if (query.family !== null) params.set(LIST_PARAMS.family, query.family);
  if (query.page > 1) params.set(LIST_PARAMS.page, String(query.page));
  const search = params.toString();
  return search === '' ? '' : `?${search}`;
}
