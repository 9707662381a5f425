import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/index.ts';
import { LISTEN_RETRY_MS, LISTENER_NAME } from '../../db/table-changes.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { databaseUrl } from '../../test/database-mode.ts';
import { createUser } from '../../test/fixtures.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { insertSession, sessionUserColumns } from './auth.repository.ts';
import { SESSION_TABLES, sessionSubjectReader } from './session-subject-cache.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  // PostgreSQL: the cache keeps nothing until its listener listens.
  await ctx.app.database.tableChanges?.ready();
});

const HOUR = 60 * 60 * 1000;

async function session(expiresInMs = HOUR) {
  const user = await createUser(ctx.db, { categories: ['Studente'] });
  const tokenHash = hashToken(newToken());
  const expiresAt = new Date(Date.now() + expiresInMs);
  await insertSession(ctx.db, { tokenHash, userId: user.id, expiresAt, userAgent: 'test' });
  await settled();
  return { user, tokenHash, expiresAt };
}

/** PostgreSQL: once every change made so far has been announced to the app (decision 93). */
const settled = async () => ctx.app.database.tableChanges?.settled();

/** Statements sent while `task` ran, once the changes made before it have been announced. */
async function statements(task: () => Promise<unknown>): Promise<number> {
  await settled();
  const before = ctx.queryCount();
  await task();
  return ctx.queryCount() - before;
}

const embedded = () => ctx.app.database.kind === 'pglite';

describe('the session of a request', () => {
  it('is read once and then served without a statement', async () => {
    const { user, tokenHash } = await session();
    const read = sessionSubjectReader(ctx.app.database);
    expect(await statements(() => read(tokenHash, new Date()))).toBe(1);
    let found: Awaited<ReturnType<typeof read>>;
    const second = await statements(async () => {
      found = await read(tokenHash, new Date());
    });
    expect(second).toBe(0);
    expect(found?.user.id).toBe(user.id);
  });

  it('is not read again after a write to another table, on either database', async () => {
    const { tokenHash } = await session();
    const read = sessionSubjectReader(ctx.app.database);
    await read(tokenHash, new Date());
    await ctx.db.execute(sql`create temporary table if not exists scratch (n int)`);
    await ctx.db.execute(sql`insert into scratch values (1)`);
    await ctx.db.execute(
      sql`insert into calendar_items (kind, name, starts_on, opens_at, capacity_max) values ('event', 'Open day', '2030-01-10', now(), 5)`,
    );
    await ctx.app.database.tableChanges?.settled();
    expect(await statements(() => read(tokenHash, new Date()))).toBe(0);
  });

  it('is read again after a change that only a cascade makes, and not after one rolled back', async () => {
    const { user, tokenHash } = await session();
    const read = sessionSubjectReader(ctx.app.database);
    await read(tokenHash, new Date());
    // A change of the user rolled back: the embedded database never announces it, so the session
    // stays kept; on PostgreSQL this instance's own write moves the version when its connection is
    // given back, committed or not.
    await ctx.db
      .transaction(async (tx) => {
        await tx
          .update(users)
          .set({ categories: ['Diplomato'] })
          .where(eq(users.id, user.id));
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await ctx.app.database.tableChanges?.settled();
    expect(await statements(() => read(tokenHash, new Date()))).toBe(embedded() ? 0 : 1);
    expect((await read(tokenHash, new Date()))?.user.categories).toEqual(['Studente']);
    // The user deleted: its sessions go with it by the foreign key's cascade, which no statement
    // names; the session is not found any more.
    await ctx.db.delete(users).where(eq(users.id, user.id));
    await ctx.app.database.tableChanges?.settled();
    expect(await read(tokenHash, new Date())).toBeUndefined();
  });

  it('holds what a request needs (identity, access fields, whether a password is set), never the profile or the password hash', async () => {
    const { user, tokenHash } = await session();
    const found = await sessionSubjectReader(ctx.app.database)(tokenHash, new Date());
    expect(Object.keys(found?.user ?? {}).sort()).toEqual(Object.keys(sessionUserColumns).sort());
    expect(found?.user).toMatchObject({ id: user.id, username: user.username, categories: ['Studente'] });
    expect(found?.user.hasPassword).toBe(user.passwordHash !== null);
    expect(found?.user).not.toHaveProperty('passwordHash');
    expect(found?.user).not.toHaveProperty('taxCode');
  });

  it('sees every write: a user blocked, a category granted, a session ended', async () => {
    const { user, tokenHash } = await session();
    const read = sessionSubjectReader(ctx.app.database);
    await read(tokenHash, new Date());

    await ctx.db
      .update(users)
      .set({ categories: ['Studente', 'Diplomato'] })
      .where(eq(users.id, user.id));
    expect((await read(tokenHash, new Date()))?.user.categories).toEqual(['Studente', 'Diplomato']);

    await ctx.db.update(users).set({ isBlocked: true }).where(eq(users.id, user.id));
    expect((await read(tokenHash, new Date()))?.user.isBlocked).toBe(true);

    await ctx.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    expect(await read(tokenHash, new Date())).toBeUndefined();
  });

  it('keeps nothing read while a write was on its way', async () => {
    const { user, tokenHash } = await session();
    const other = await session();
    const read = sessionSubjectReader(ctx.app.database);
    // A read is sent, then a write before its answer arrives (what the read saw may be old), then
    // another request's read, which finds the cache out of date while the first is on its way.
    const reading = read(tokenHash, new Date());
    const writing = ctx.db.update(users).set({ firstName: 'Bruna' }).where(eq(users.id, user.id)).execute();
    await Promise.all([reading, writing, read(other.tokenHash, new Date())]);
    let found: Awaited<ReturnType<typeof read>>;
    const sent = await statements(async () => {
      found = await read(tokenHash, new Date());
    });
    expect(sent).toBe(1);
    expect(found?.user.firstName).toBe('Bruna');
  });

  it('never serves a session past its end', async () => {
    const { tokenHash, expiresAt } = await session();
    const read = sessionSubjectReader(ctx.app.database);
    expect(await read(tokenHash, new Date())).toBeDefined();
    expect(await read(tokenHash, new Date(expiresAt.getTime() + 1))).toBeUndefined();
  });

  it('is frozen, so no request can change what another one reads', async () => {
    const { tokenHash } = await session();
    const read = sessionSubjectReader(ctx.app.database);
    await read(tokenHash, new Date());
    const found = await read(tokenHash, new Date());
    // The access subject, made once per read, is frozen wherever it is kept or not.
    expect(Object.isFrozen(found?.subject)).toBe(true);
    expect(Object.isFrozen(found?.subject.enrolments)).toBe(true);
    expect(found?.subject.categories).toEqual(['Studente']);
    if (!embedded()) return;
    expect(Object.isFrozen(found?.user)).toBe(true);
    // Kept: the next request gets the same subject, not a copy made again.
    expect((await read(tokenHash, new Date()))?.subject).toBe(found?.subject);
  });
});

/** A connection of its own, as another instance or an operator's psql would write. */
async function elsewhere<T>(task: (client: pg.Client) => Promise<T>): Promise<T> {
  const name = (await ctx.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: Array<{ name: string }>;
  };
  const client = new pg.Client({ connectionString: databaseUrl(name.rows[0]?.name ?? '') });
  await client.connect();
  try {
    return await task(client);
  } finally {
    await client.end();
  }
}

/** Reads until `done` holds, for at most two seconds; the reads it took. */
async function readUntil(
  read: ReturnType<typeof sessionSubjectReader>,
  tokenHash: string,
  done: (found: Awaited<ReturnType<ReturnType<typeof sessionSubjectReader>>>) => boolean,
): Promise<number> {
  for (let reads = 1; reads <= 200; reads++) {
    if (done(await read(tokenHash, new Date()))) return reads;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('the change was never seen');
}

describe.runIf(process.env.TEST_DATABASE === 'postgres')(
  'the session on PostgreSQL, written elsewhere',
  () => {
    it('sees a user blocked and a session ended by another instance once PostgreSQL announces it', async () => {
      const { user, tokenHash } = await session();
      const read = sessionSubjectReader(ctx.app.database);
      await read(tokenHash, new Date());
      expect(await statements(() => read(tokenHash, new Date()))).toBe(0);

      await elsewhere((client) =>
        client.query('update users set is_blocked = true where id = $1', [user.id]),
      );
      await readUntil(read, tokenHash, (found) => found?.user.isBlocked === true);

      await elsewhere((client) => client.query('delete from sessions where token_hash = $1', [tokenHash]));
      await readUntil(read, tokenHash, (found) => found === undefined);
    });

    it('sees an enrolment granted elsewhere', async () => {
      const { user, tokenHash } = await session();
      const read = sessionSubjectReader(ctx.app.database);
      expect((await read(tokenHash, new Date()))?.enrolments).toEqual([]);
      await elsewhere((client) =>
        client.query(
          `insert into enrolments (user_id, name, kind, is_active) values ($1, 'Cucina', 'course', true)`,
          [user.id],
        ),
      );
      await readUntil(read, tokenHash, (found) => (found?.enrolments.length ?? 0) === 1);
    });

    it('keeps nothing while its listener is not connected, and keeps again once it listens anew', async () => {
      const { user, tokenHash } = await session();
      const read = sessionSubjectReader(ctx.app.database);
      await read(tokenHash, new Date());
      await ctx.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and application_name = ${LISTENER_NAME}`,
      );
      // The listener is gone: a change made meanwhile is never announced, so every read goes to the
      // database until it listens again.
      await new Promise((r) => setTimeout(r, 50));
      expect(ctx.app.database.tableChanges?.version(SESSION_TABLES)).toBeUndefined();
      await elsewhere((client) =>
        client.query(`update users set first_name = 'Bruna' where id = $1`, [user.id]),
      );
      expect((await read(tokenHash, new Date()))?.user.firstName).toBe('Bruna');
      expect(await statements(() => read(tokenHash, new Date()))).toBe(1);

      await new Promise((r) => setTimeout(r, LISTEN_RETRY_MS + 500));
      await ctx.app.database.tableChanges?.ready();
      expect(ctx.app.database.tableChanges?.version(SESSION_TABLES)).toBeDefined();
      await read(tokenHash, new Date());
      expect(await statements(() => read(tokenHash, new Date()))).toBe(0);
    });
  },
);
