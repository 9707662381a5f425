import { asc, count, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../test/fixtures.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { countOf, keepableReads, keptRows, listPage } from './list-page.ts';
import { users } from './schema/index.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  // PostgreSQL keeps nothing until its listener listens (decision 93).
  await ctx.app.database.tableChanges?.ready();
});

/** The count of the people whose username starts with `prefix`, on the app's database handle. */
const countPeople = (prefix: string) =>
  countOf(
    ctx.db
      .select({ n: count() })
      .from(users)
      .where(like(users.username, `${prefix}%`)),
    ctx.db,
  );

/** Statements sent while `task` ran, and its result, once the changes made before it were announced. */
async function measured<T>(task: () => Promise<T>): Promise<{ value: T; statements: number }> {
  await ctx.app.database.tableChanges?.settled();
  const before = ctx.queryCount();
  const value = await task();
  return { value, statements: ctx.queryCount() - before };
}

describe('the count of a list', () => {
  it('is made once, then answered from memory until its tables change', async () => {
    await createUser(ctx.db, { username: 'counted-1@example.test' });
    await createUser(ctx.db, { username: 'counted-2@example.test' });
    expect(await measured(() => countPeople('counted-'))).toEqual({ value: 2, statements: 1 });
    expect(await measured(() => countPeople('counted-'))).toEqual({ value: 2, statements: 0 });
    // Another filter is another count.
    expect(await measured(() => countPeople('counted-1'))).toEqual({ value: 1, statements: 1 });
  });

  it('sees a write to its table at once', async () => {
    await createUser(ctx.db, { username: 'counted-1@example.test' });
    expect(await countPeople('counted-')).toBe(1);
    await createUser(ctx.db, { username: 'counted-2@example.test' });
    expect(await measured(() => countPeople('counted-'))).toEqual({ value: 2, statements: 1 });
  });

  it('is never kept from inside a transaction', async () => {
    await createUser(ctx.db, { username: 'counted-1@example.test' });
    const inside = await ctx.db.transaction(async (tx) => {
      const first = await countOf(
        tx.select({ n: count() }).from(users).where(like(users.username, 'counted-%')),
        tx,
      );
      const before = ctx.queryCount();
      await countOf(tx.select({ n: count() }).from(users).where(like(users.username, 'counted-%')), tx);
      return { first, statements: ctx.queryCount() - before };
    });
    expect(inside).toEqual({ first: 1, statements: 1 });
  });
});

describe('a write to another table', () => {
  it('empties no count, on either database: the counts follow their own tables', async () => {
    await createUser(ctx.db, { username: 'counted-1@example.test' });
    await ctx.app.database.tableChanges?.settled();
    expect(await countPeople('counted-')).toBe(1);
    await ctx.db.execute(sql`create temporary table if not exists scratch (n int)`);
    await ctx.db.execute(sql`insert into scratch values (1)`);
    expect(await measured(() => countPeople('counted-'))).toEqual({
      value: 1,
      statements: 0,
    });
  });
});

/** The usernames of the people whose username starts with `prefix`, by username, in a page's window. */
const peopleRows =
  (prefix: string) =>
  ({ limit, offset }: { limit: number; offset: number }) =>
    ctx.db
      .select({ username: users.username })
      .from(users)
      .where(like(users.username, `${prefix}%`))
      .orderBy(asc(users.username))
      .limit(limit)
      .offset(offset);

/** A page of two of those people, counted by `countPeople`. */
const pageOfPeople = (prefix: string, page = 1) =>
  listPage(ctx.db, { page, pageSize: 2 }, peopleRows(prefix), () => countPeople(prefix));

describe("a list's page of rows", () => {
  it('is read once, then answered from memory until its table changes, on either database', async () => {
    for (const n of [1, 2, 3]) await createUser(ctx.db, { username: `paged-${n}@example.test` });
    const first = await measured(() => pageOfPeople('paged-'));
    expect(first.value).toEqual({
      rows: [{ username: 'paged-1@example.test' }, { username: 'paged-2@example.test' }],
      total: 3,
    });
    expect(first.statements).toBe(2);
    expect(await measured(() => pageOfPeople('paged-'))).toEqual({ value: first.value, statements: 0 });
    // Another page is another answer.
    expect((await measured(() => pageOfPeople('paged-', 2))).statements).toBe(1);
    // A write to the table is seen by the next request.
    await createUser(ctx.db, { username: 'paged-0@example.test' });
    const after = await measured(() => pageOfPeople('paged-'));
    expect(after.value.rows.map((r) => r.username)).toEqual(['paged-0@example.test', 'paged-1@example.test']);
    expect(after.value.total).toBe(4);
  });

  it('is shared by the requests that find it, and cannot be changed by one of them (checked under the tests)', async () => {
    await createUser(ctx.db, { username: 'paged-1@example.test' });
    await pageOfPeople('paged-');
    const { rows } = await pageOfPeople('paged-');
    expect(() => {
      (rows[0] as { username: string }).username = 'someone else';
    }).toThrow(TypeError);
    expect((await pageOfPeople('paged-')).rows[0]?.username).toBe('paged-1@example.test');
  });

  it('is read every time inside a transaction, and when it depends on the clock', async () => {
    await createUser(ctx.db, { username: 'paged-1@example.test' });
    const inside = await ctx.db.transaction(async (tx) => {
      const read = () => keptRows(tx, () => tx.select({ username: users.username }).from(users));
      await read();
      const before = ctx.queryCount();
      await read();
      return ctx.queryCount() - before;
    });
    expect(inside).toBe(1);
    const recent = () =>
      keptRows(ctx.db, () =>
        ctx.db
          .select({ username: users.username })
          .from(users)
          .where(sql`${users.createdAt} > now() - interval '1 day'`),
      );
    await recent();
    expect((await measured(recent)).statements).toBe(1);
  });
});

describe('a list named by its query (a key)', () => {
  /** A page of the people whose username starts with `prefix`, keyed by `key`, with its count statement. */
  const keyedPage = (prefix: string, key: string) =>
    listPage(
      ctx.db,
      { page: 1, pageSize: 2 },
      peopleRows(prefix),
      () =>
        ctx.db
          .select({ n: count() })
          .from(users)
          .where(like(users.username, `${prefix}%`)),
      key,
    );

  it('is kept like any page, and counted by its count statement', async () => {
    for (const n of [1, 2, 3]) await createUser(ctx.db, { username: `keyed-${n}@example.test` });
    const key = JSON.stringify(['people', 'keyed-']);
    const first = await measured(() => keyedPage('keyed-', key));
    expect(first).toEqual({
      value: { rows: [{ username: 'keyed-1@example.test' }, { username: 'keyed-2@example.test' }], total: 3 },
      statements: 2,
    });
    expect(await measured(() => keyedPage('keyed-', key))).toEqual({ value: first.value, statements: 0 });
    await createUser(ctx.db, { username: 'keyed-0@example.test' });
    expect((await keyedPage('keyed-', key)).total).toBe(4);
  });

  it('fails under the tests when the key does not name everything the statement is built from', async () => {
    await createUser(ctx.db, { username: 'keyed-1@example.test' });
    const key = JSON.stringify(['people, the prefix forgotten']);
    await keyedPage('keyed-', key);
    await expect(keyedPage('other-', key)).rejects.toThrow(/does not name everything/);
  });
});

describe('what an answer may be kept for', () => {
  it('is the tables drizzle names, when the answer depends on nothing else', () => {
    expect(keepableReads('select "id" from "users" inner join "applications" on true')).toEqual([
      'users',
      'applications',
    ]);
    expect(
      keepableReads('select * from (select "id" from "users") "page" join lateral (select 1) x on true'),
    ).toEqual(['users']);
    expect(keepableReads('select "id" from "users" where "created_at" > now()')).toBeUndefined();
    expect(keepableReads('select current_date')).toBeUndefined();
    expect(keepableReads('select x from unnest($1::text[]) x')).toBeUndefined();
    expect(keepableReads('select 1')).toBeUndefined();
  });
});
