import { count, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { databaseUrl } from '../test/database-mode.ts';
import { createApplication, createUser } from '../test/fixtures.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { countOf } from './list-page.ts';
import { applications, users } from './schema/index.ts';
import { ANNOUNCE_TRIGGER_SUFFIX, LISTENER_NAME, tablesReadBy, tablesWrittenBy } from './table-changes.ts';

describe('the tables a statement writes and reads', () => {
  it('names the table of an insert, an update, a delete and a truncate, as drizzle writes them', () => {
    expect(tablesWrittenBy('insert into "sessions" ("token_hash") values ($1)')).toEqual(['sessions']);
    expect(tablesWrittenBy('update "users" set "first_name" = $1 where "users"."id" = $2')).toEqual([
      'users',
    ]);
    expect(tablesWrittenBy('delete from "public"."sessions" where true')).toEqual(['sessions']);
    expect(tablesWrittenBy('truncate table "users", "sessions" cascade')).toEqual(['users', 'sessions']);
    expect(
      tablesWrittenBy(
        'with d0 as (delete from "documents" returning 1), d1 as (delete from "users") select 1',
      ),
    ).toEqual(['documents', 'users']);
  });

  it('finds no change in a read, a lock or a transaction’s frame', () => {
    for (const text of [
      'select * from "users"',
      'select * from "calendar_items" where id = $1 for update',
      'begin',
      'commit',
      'with x as (select 1) select * from x',
    ])
      expect(tablesWrittenBy(text)).toEqual([]);
  });

  it('says "unknown" for a change it cannot place, so that everything counts as changed', () => {
    expect(tablesWrittenBy('merge something weird')).toBeNull();
  });

  it('names the tables a count reads from its from and joins', () => {
    expect(
      tablesReadBy(
        'select count(*) from "documents" inner join "applications" on "applications"."id" = "documents"."application_id"',
      ),
    ).toEqual(['documents', 'applications']);
  });
});

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  await ctx.app.database.tableChanges?.ready();
});

/** PostgreSQL: once every change made so far has been announced to the app. */
const settled = async () => ctx.app.database.tableChanges?.settled();

async function statements(task: () => Promise<unknown>): Promise<number> {
  await settled();
  const before = ctx.queryCount();
  await task();
  return ctx.queryCount() - before;
}

const people = () => countOf(ctx.db.select({ n: count() }).from(users), ctx.db);

describe('every table', () => {
  it('announces its changes (a table without the trigger is never kept on PostgreSQL)', async () => {
    const result = (await ctx.db.execute(
      sql`select t.tablename from pg_tables t
           where t.schemaname = 'public'
             and not exists (select 1 from information_schema.triggers g
                              where g.trigger_schema = 'public' and g.event_object_table = t.tablename
                                and g.trigger_name = t.tablename || ${ANNOUNCE_TRIGGER_SUFFIX})`,
    )) as unknown as { rows: Array<{ tablename: string }> };
    expect(result.rows.map((r) => r.tablename)).toEqual([]);
  });
});

describe('a list count', () => {
  it('is counted once, then answered from memory until its table is written', async () => {
    await createUser(ctx.db);
    await settled();
    expect(await people()).toBe(1);
    expect(await statements(people)).toBe(0);
    await createUser(ctx.db);
    // This instance's own write is seen as soon as it has finished.
    expect(await people()).toBe(2);
  });
});

/** A connection of its own, as another instance or an operator's psql would write. */
async function elsewhere(text: string, values: unknown[] = []): Promise<void> {
  const name = (await ctx.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: Array<{ name: string }>;
  };
  const client = new pg.Client({ connectionString: databaseUrl(name.rows[0]?.name ?? '') });
  await client.connect();
  try {
    await client.query(text, values);
  } finally {
    await client.end();
  }
}

async function until(done: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (await done()) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('the change was never seen');
}

describe.runIf(process.env.TEST_DATABASE === 'postgres')('a list count on PostgreSQL', () => {
  it('sees a row added by another instance once PostgreSQL announces it', async () => {
    const user = await createUser(ctx.db);
    expect(await people()).toBe(1);
    await elsewhere(`insert into users (username, email) values ('altro@example.com', 'altro@example.com')`);
    await until(async () => (await people()) === 2);
    await elsewhere('delete from users where id <> $1', [user.id]);
    await until(async () => (await people()) === 1);
  });

  it('sees what a cascade changed on this instance, in tables its statement does not name', async () => {
    const user = await createUser(ctx.db);
    await createApplication(ctx.db, user.id);
    await settled();
    const applicationsCount = () => countOf(ctx.db.select({ n: count() }).from(applications), ctx.db);
    expect(await applicationsCount()).toBe(1);
    expect(await statements(applicationsCount)).toBe(0);
    // The statement names the people only; the application goes by the foreign key's cascade.
    await ctx.db.delete(users).where(eq(users.id, user.id));
    await until(async () => (await applicationsCount()) === 0);
  });

  it('is counted every time for a table whose changes are not announced', async () => {
    await createUser(ctx.db);
    await ctx.db.execute(sql.raw(`drop trigger "users${ANNOUNCE_TRIGGER_SUFFIX}" on "users"`));
    // The listener learns which tables announce when it connects: make it connect again.
    await ctx.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and application_name = ${LISTENER_NAME}`,
    );
    await new Promise((r) => setTimeout(r, 1_600));
    await ctx.app.database.tableChanges?.ready();
    await people();
    expect(await statements(people)).toBe(1);
    await elsewhere(`update users set first_name = 'Bruna'`);
    await elsewhere(`insert into users (username, email) values ('altro@example.com', 'altro@example.com')`);
    expect(await people()).toBe(2);
    await ctx.db.execute(
      sql.raw(
        `create trigger "users${ANNOUNCE_TRIGGER_SUFFIX}" after insert or update or delete or truncate on "users" for each statement execute function "announce_table_change"()`,
      ),
    );
  });
});
