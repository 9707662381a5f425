import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type SortDirection = 'asc' | 'desc';

export interface TableQuery<F extends string> {
  page: number;
  sort: { column: string; direction: SortDirection } | null;
  filters: Partial<Record<F, string>>;
}

export interface TableQueryControls<F extends string> {
  query: TableQuery<F>;
  setPage: (page: number) => void;
  setSort: (sort: { column: string; direction: SortDirection }) => void;
  /** Sets (or clears, with '' or null) one filter; the list goes back to its first page. */
  setFilter: (name: F, value: string | null) => void;
  /** The query as the API's parameters: page, sort and dir when set, and the filters set. */
  apiParams: Record<string, string>;
}

function positive(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/**
 * A staff list's paging, sorting and filters, kept in the address (`?page=2&sort=uploadedAt&dir=asc
 * &type=IT_Passaporto`): a reload, a shared link or Back shows the same list. Only the filters
 * named in `filterNames` are read; `defaults.sort` is the order when the address names none.
 */
export function useTableQuery<F extends string>(
  filterNames: readonly F[],
  defaults: { sort?: { column: string; direction: SortDirection } } = {},
): TableQueryControls<F> {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address's query is the dependency
  const query = useMemo<TableQuery<F>>(() => {
    const column = params.get('sort');
    const dir = params.get('dir');
    const filters: Partial<Record<F, string>> = {};
    for (const name of filterNames) {
      const value = params.get(name);
      if (value) filters[name] = value;
    }
    return {
      page: positive(params.get('page')),
      sort: column ? { column, direction: dir === 'desc' ? 'desc' : 'asc' } : (defaults.sort ?? null),
      filters,
    };
  }, [key, filterNames.join(), defaults.sort?.column, defaults.sort?.direction]);

  const update = useCallback(
    (change: (next: URLSearchParams) => void) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      }),
    [setParams],
  );

  const setPage = useCallback(
    (page: number) => update((next) => (page <= 1 ? next.delete('page') : next.set('page', String(page)))),
    [update],
  );
  const setSort = useCallback(
    (sort: { column: string; direction: SortDirection }) =>
      update((next) => {
        next.set('sort', sort.column);
        next.set('dir', sort.direction);
        next.delete('page');
      }),
    [update],
  );
  const setFilter = useCallback(
    (name: F, value: string | null) =>
      update((next) => {
        if (value) next.set(name, value);
        else next.delete(name);
        next.delete('page');
      }),
    [update],
  );

  const apiParams = useMemo(() => {
    const out: Record<string, string> = {};
    if (query.page > 1) out.page = String(query.page);
    if (query.sort) {
      out.sort = query.sort.column;
      out.dir = query.sort.direction;
    }
    for (const [name, value] of Object.entries(query.filters)) if (value) out[name] = value as string;
    return out;
  }, [query]);

  return { query, setPage, setSort, setFilter, apiParams };
}
