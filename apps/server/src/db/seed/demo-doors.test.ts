import { DOOR_KEYS } from '@school/domain/doors/doors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { doorOpenings, doors } from '../schema/index.ts';
import { seedDemo } from './demo.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.reset();
  await seedDemo(ctx.db, { dataDir: ctx.dataDir });
});
afterAll(() => ctx.close());

describe('demo doors', () => {
  it('has the three doors and a door log showing every outcome', async () => {
    expect((await ctx.db.select().from(doors)).map((d) => d.key).sort()).toEqual([...DOOR_KEYS].sort());
    const outcomes = new Set((await ctx.db.select().from(doorOpenings)).map((o) => o.outcome));
    expect([...outcomes].sort()).toEqual(['failed', 'inaccurate', 'rateLimited', 'sent', 'tooFar']);
  });
});
