import { asc, desc, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { LruCache } from '../lib/kept-json.ts';
import { databaseOf } from './client.ts';
import { KEPT_ANSWERS, keptUntilWrite } from './kept-until-write.ts';
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

/** A statement drizzle built: it runs when awaited, and tells its text and parameters. */
type Statement<T> = PromiseLike<T> & { toSQL(): { sql: string; params: unknown[] } };

/** What makes a statement's answer change without any table changing: the clock, chance, sequences. */
const VOLATILE =
  /\b(?:now|random|clock_timestamp|statement_timestamp|timeofday|gen_random_uuid|nextval|txid_current)\s*\(|\b(?:current_date|current_time|current_timestamp|localtime|localtimestamp|current_user|session_user)\b/i;

/** A `from` or `join` followed by anything but a table drizzle names (`"table"`) or a subquery. */
const UNNAMED_SOURCE = /\b(?:from|join)\s+(?!["(]|lateral\s*\()/i;

/**
 * The tables an answer of the statement `text` depends on, when those are all it depends on and
 * every one is named as drizzle names a table; undefined otherwise (a function in `from`, the
 * clock in a filter): such an answer is read every time.
 */
export function keepableReads(text: string): string[] | undefined {
  if (VOLATILE.test(text) || UNNAMED_SOURCE.test(text)) return undefined;
  const tables = tablesReadBy(text);
  return tables.length > 0 ? tables : undefined;
}

/**
 * Under the tests (NODE_ENV=test), what the kept answers take on trust is checked: a kept answer,
 * shared by every request that finds it, cannot be changed; a list's key names everything its
 * statement is built from.
 */
const CHECKED = process.env.NODE_ENV === 'test';

/** A kept answer is shared by every request that finds it: under the tests, changing it fails loudly. */
function frozen<T>(value: T): T {
  if (!CHECKED || value === null || typeof value !== 'object') return value;
  if (!Array.isArray(value) && Object.getPrototypeOf(value) !== Object.prototype) return value;
  for (const item of Object.values(value)) frozen(item);
  return Object.freeze(value);
}

/** A statement as drizzle builds it, found again from the name of what it was built from. */
interface Built {
  /** What its answer is kept under: its text and parameters. */
  answerKey: string;
  /** `keepableReads` of its text. */
  readsFrom: string[] | undefined;
}

/** What `keptRows` needs of a statement, read from its text once. */
function builtOf(statement: Statement<unknown>): Built {
  const { sql: text, params } = statement.toSQL();
  return { answerKey: JSON.stringify([text, params]), readsFrom: keepableReads(text) };
}

/** The statements of keyed lists, by key: their text is not built again for each request. */
const builtByKey = new LruCache<Built>(2 * KEPT_ANSWERS);

/**
 * The statement `build` makes, as built for `key` before: it is built only the first time (and to
 * be read); under the tests it is built every time and must give the same text and parameters, so
 * that a key that does not name everything the statement is built from fails them.
 */
function builtFor<R>(key: string, build: () => Statement<R>): { built: Built; statement?: Statement<R> } {
  const known = builtByKey.get(key);
  if (known && !CHECKED) return { built: known };
  const statement = build();
  const built = builtOf(statement);
  if (known && known.answerKey !== built.answerKey)
    throw new Error(`the list key ${key} does not name everything its statement is built from`);
  if (!known) builtByKey.set(key, built);
  return { built: known ?? built, statement };
}

/**
 * The answer of `build`'s statement on the handle `db`, kept until one of the tables it reads may
 * have changed when it depends on nothing else (`keepableReads`); read every time inside a
 * transaction. With `key` (what the statement is built from, every part of it), a kept answer is
 * found without building the statement again. Staff page through a list, and come back to it, far
 * more often than anyone writes to what it shows.
 */
export function keptRows<R>(db: object, build: () => Statement<R>, key?: string): Promise<R> {
  if (!databaseOf(db)) return Promise.resolve(build());
  const { built, statement } = key ? builtFor(key, build) : { built: undefined, statement: build() };
  const { answerKey, readsFrom } = built ?? builtOf(statement as Statement<R>);
  const read = () => Promise.resolve(statement ?? build());
  if (!readsFrom) return read();
  return keptUntilWrite(db, answerKey, async () => frozen(await read()), { readsFrom });
}

/** `value` kept by `keptRows` when it is a statement; a promise as it is. */
function keptIfStatement<R>(db: object, value: Statement<R> | Promise<R>): Promise<R> {
  return 'toSQL' in value ? keptRows(db, () => value) : value;
}

/**
 * One page's rows and the number of matching rows (see above for when `count` runs). When `rows`
 * gives a statement, its answer is `keptRows`; when `count` gives a `select({ n: count() })`
 * statement, it is counted by `countOf`. `key` names what both are built from (the list's name
 * and its whole query, paging included): with it, a page kept is found without building either.
 */
export async function listPage<T>(
  db: object,
  paging: Paging,
  rows: (window: PageWindow) => Statement<T[]> | Promise<T[]>,
  count: () => CountStatement | Promise<number>,
  key?: string,
): Promise<{ rows: T[]; total: number }> {
  const window = windowOf(paging);
  const found = await (key
    ? keptRows(
        db,
        () => rows(window) as Statement<T[]>,
        `${key}\u0000rows\u0000${window.offset}\u0000${window.limit}`,
      )
    : keptIfStatement(db, rows(window)));
  if (paging.page === 1 && found.length < paging.pageSize) return { rows: found, total: found.length };
  const first = found[0] as { total?: unknown } | undefined;
  if (first && typeof first.total === 'number') return { rows: found, total: first.total };
  return { rows: found, total: await countWith(db, count, key) };
}

/**
 * The number a `select({ n: count() })` statement gives (0 for no row). Given the handle `db` the
 * statement runs on, the count is kept until one of the tables it reads may have changed
 * (`keptUntilWrite`): on the embedded database until its next write (decision 86), on PostgreSQL
 * until a change to those tables is seen, this instance's own or announced by PostgreSQL
 * (decision 93). Counting a large list is most of a page's cost, and staff page through a list far
 * more often than anyone writes to it. A transaction's handle counts every time.
 */
export async function countOf(statement: CountStatement, db?: object): Promise<number> {
  return countIn(await (db ? keptRows(db, () => statement) : statement));
}

/** A `select({ n: count() })` statement. */
type CountStatement = Statement<Array<{ n: number | string }>>;

const countIn = (rows: Array<{ n: number | string }>) => Number(rows[0]?.n ?? 0);

/** `count`'s number: its statement counted by `countOf` (found by `key` when given), or its promise. */
async function countWith(db: object, count: () => CountStatement | Promise<number>, key: string | undefined) {
  if (key) return countIn(await keptRows(db, () => count() as CountStatement, `${key}\u0000count`));
  const counted = count();
  return 'toSQL' in counted ? countOf(counted, db) : counted;
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
