import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../test/fixtures.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { keptUntilWrite } from './kept-until-write.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const embedded = () => ctx.app.database.kind === 'pglite';

describe('an answer kept until the next write', () => {
  it('is read once on the embedded database until a write, every time on PostgreSQL; requests together share one read', async () => {
    let reads = 0;
    const read = async () => {
      reads += 1;
      return reads;
    };
    await keptUntilWrite(ctx.db, 'figure', read);
    await keptUntilWrite(ctx.db, 'figure', read);
    await Promise.all([keptUntilWrite(ctx.db, 'figure', read), keptUntilWrite(ctx.db, 'figure', read)]);
    expect(reads).toBe(embedded() ? 1 : 4);

    // A `with … select` changes nothing: still kept.
    await ctx.db.execute('with n as (select 1 as v) select v from n');
    await keptUntilWrite(ctx.db, 'figure', read);
    expect(reads).toBe(embedded() ? 1 : 5);

    await createUser(ctx.db);
    expect(await keptUntilWrite(ctx.db, 'figure', read)).toBe(embedded() ? 2 : 6);
    // Another key is another answer.
    await keptUntilWrite(ctx.db, 'other', read);
    expect(reads).toBe(embedded() ? 3 : 7);
  });

  it('does not keep a failed read', async () => {
    let reads = 0;
    const failing = async () => {
      reads += 1;
      throw new Error('no');
    };
    await expect(keptUntilWrite(ctx.db, 'failing', failing)).rejects.toThrow('no');
    await expect(keptUntilWrite(ctx.db, 'failing', failing)).rejects.toThrow('no');
    expect(reads).toBe(2);
  });

  it('on PostgreSQL, an answer asked to be kept a while is read once for that long, writes or not', async () => {
    let reads = 0;
    const read = async () => {
      reads += 1;
      return reads;
    };
    const keep = { onPostgresFor: 200 };
    await Promise.all([
      keptUntilWrite(ctx.db, 'chart', read, keep),
      keptUntilWrite(ctx.db, 'chart', read, keep),
    ]);
    await keptUntilWrite(ctx.db, 'chart', read, keep);
    expect(reads).toBe(1);
    await createUser(ctx.db);
    // The embedded database knows of the write; PostgreSQL keeps the answer for its time.
    expect(await keptUntilWrite(ctx.db, 'chart', read, keep)).toBe(embedded() ? 2 : 1);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await keptUntilWrite(ctx.db, 'chart', read, keep)).toBe(2);
    // Without the option PostgreSQL reads every time.
    await keptUntilWrite(ctx.db, 'chart', read);
    expect(reads).toBe(embedded() ? 2 : 3);
  });
});
