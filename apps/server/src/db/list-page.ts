import { asc, desc, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { databaseOf } from './client.ts';
import { keptUntilWrite } from './kept-until-write.ts';
import { tablesReadBy } from './table-changes.ts';

/**
 * How every paged list is read (the console's lists, the shop's catalogue): the page's rows in
 * their order, then the number of matches only when the page does not already tell it.
 *
 * - A first page with room left holds every match: its length is the total, no count is made.
 * - A list whose rows carry `total: windowTotal` (one statement: `count(*) over ()` beside each
 *   row) takes the total from its first row; the window sorts every match before the limit, so a
 *   list over a large table whose order an index gives (the applications of an edition) leaves it
 *   out and lets `count` run instead.
 * - Otherwise, and for a page past the end (no row to carry a window total), `count` runs: a
 *   `count(*)` under the same filters, joined only to what the filters need.
 *
 * The filters are `and(…)` of optional conditions (drizzle drops the undefined ones, and `and()`
 * of none is no filter); the order is `orderBy(sort, dir, …)` of the list's sort keys, always
 * ending with a unique column so that pages neither repeat nor skip a row.
 */

/** Where a page is: pages of `pageSize` rows from 1 (the contracts' `staffPaging`). */
export interface Paging {
  page: number;
  pageSize: number;
}

/** What a page's statement limits itself to. */
export interface PageWindow {
  limit: number;
  offset: number;
}

/** One page as the contracts answer it (`staffPageOf`). */
export interface PageAnswer<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** The number of matches beside each row, in the rows' own statement (select it as `total`). */
export const windowTotal = sql<number>`count(*) over ()`.mapWith(Number);

/** The page's limit and offset. */
export function windowOf(paging: Paging): PageWindow {
  return { limit: paging.pageSize, offset: (paging.page - 1) * paging.pageSize };
}

/** One page's rows and the number of matching rows (see above for when `count` runs). */
export async function listPage<T>(
  paging: Paging,
  rows: (window: PageWindow) => Promise<T[]>,
  count: () => Promise<number>,
): Promise<{ rows: T[]; total: number }> {
  const found = await rows(windowOf(paging));
  if (paging.page === 1 && found.length < paging.pageSize) return { rows: found, total: found.length };
  const first = found[0] as { total?: unknown } | undefined;
  if (first && typeof first.total === 'number') return { rows: found, total: first.total };
  return { rows: found, total: await count() };
}

/**
 * The number a `select({ n: count() })` statement gives (0 for no row). Given the handle `db` the
 * statement runs on, the count is kept until one of the tables it reads may have changed
 * (`keptUntilWrite`): on the embedded database until its next write (decision 86), on PostgreSQL
 * until a change to those tables is seen, this instance's own or announced by PostgreSQL
 * (decision 93). Counting a large list is most of a page's cost, and staff page through a list far
 * more often than anyone writes to it. A transaction's handle counts every time.
 */
export async function countOf(
  statement: PromiseLike<Array<{ n: number | string }>> & { toSQL(): { sql: string; params: unknown[] } },
  db?: object,
): Promise<number> {
  const read = async () => Number((await statement)[0]?.n ?? 0);
  if (!db || !databaseOf(db)) return read();
  const { sql: text, params } = statement.toSQL();
  return keptUntilWrite(db, JSON.stringify(['count', text, params]), read, { readsFrom: tablesReadBy(text) });
}

/** A page's answer: its rows mapped to the contract's items, with where it is. */
export function pageAnswer<R, T>(
  paging: Paging,
  page: { rows: readonly R[]; total: number },
  toItem: (row: R) => T,
): PageAnswer<T> {
  return { items: page.rows.map(toItem), total: page.total, page: paging.page, pageSize: paging.pageSize };
}

/**
 * The ORDER BY of a list sorted by one of its keys, each way: the key's expressions in that
 * direction, then `tiebreak` (a unique column) in the same direction.
 */
export function orderBy<S extends string>(
  keys: Record<S, readonly SQLWrapper[]>,
  sort: S,
  dir: 'asc' | 'desc',
  tiebreak: SQLWrapper,
): SQL[] {
  const by = dir === 'desc' ? desc : asc;
  return [...keys[sort], tiebreak].map((key) => by(key));
}
