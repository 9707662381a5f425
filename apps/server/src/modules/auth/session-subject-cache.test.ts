import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/index.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { createUser } from '../../test/fixtures.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { insertSession, sessionUserColumns } from './auth.repository.ts';
import { sessionSubjectReader } from './session-subject-cache.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const HOUR = 60 * 60 * 1000;

async function session(expiresInMs = HOUR) {
  const user = await createUser(ctx.db, { categories: ['Studente'] });
  const tokenHash = hashToken(newToken());
  const expiresAt = new Date(Date.now() + expiresInMs);
  await insertSession(ctx.db, { tokenHash, userId: user.id, expiresAt, userAgent: 'test' });
  return { user, tokenHash, expiresAt };
}

/** Statements sent while `task` ran. */
async function statements(task: () => Promise<unknown>): Promise<number> {
  const before = ctx.queryCount();
  await task();
  return ctx.queryCount() - before;
}

const embedded = () => ctx.app.database.kind === 'pglite';

describe('the session of a request', () => {
  it('is read once on the embedded database and then served without a statement; always read on PostgreSQL', async () => {
    const { user, tokenHash } = await session();
    const read = sessionSubjectReader(ctx.app.database);
    expect(await statements(() => read(tokenHash, new Date()))).toBe(1);
    let found: Awaited<ReturnType<typeof read>>;
    const second = await statements(async () => {
      found = await read(tokenHash, new Date());
    });
    expect(second).toBe(embedded() ? 0 : 1);
    expect(found?.user.id).toBe(user.id);
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
    if (!embedded()) return;
    expect(Object.isFrozen(found?.user)).toBe(true);
  });
});
