import { count, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../test/fixtures.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { countOf } from './list-page.ts';
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
