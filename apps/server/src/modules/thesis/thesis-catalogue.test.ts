import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { BUTTER, RICE, seedThesisCatalogue } from '../../test/thesis-fixtures.ts';
import { KEPT_PICKER_ANSWERS, pickerItemsAnswer } from './thesis-catalogue.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  await seedThesisCatalogue(ctx.db, [{ ...RICE, category: 'Farine e cereali' }, BUTTER]);
  await ctx.settled();
});

/** The picker's answer to `search`, and how many times it was made rather than taken as kept. */
function counted() {
  let made = 0;
  const ask = (search?: string) =>
    pickerItemsAnswer(
      ctx.db,
      { kind: 'ingredient', ...(search === undefined ? {} : { search }) },
      (items) => {
        made++;
        return items.map((i) => i.name);
      },
    );
  return { ask, made: () => made };
}

describe('the pickers answers kept with the catalogue', () => {
  it('makes an answer once while the catalogue stays the same', async () => {
    const { ask, made } = counted();
    expect(JSON.parse((await ask('bur')).json)).toEqual([BUTTER.name]);
    expect(JSON.parse((await ask('bur')).json)).toEqual([BUTTER.name]);
    expect(made()).toBe(1);
    expect(JSON.parse((await ask()).json)).toEqual([BUTTER.name, RICE.name].sort());
    expect(made()).toBe(2);
  });

  it('makes it again from the new catalogue once the catalogue changed', async () => {
    const { ask, made } = counted();
    expect(JSON.parse((await ask('bur')).json)).toEqual([BUTTER.name]);
    await seedThesisCatalogue(ctx.db, [{ ...BUTTER, name: 'Burrata', code: 'BUR2' }]);
    await ctx.settled();
    expect(JSON.parse((await ask('bur')).json)).toEqual(['Burrata', BUTTER.name].sort());
    expect(made()).toBe(2);
  });

  it(`keeps at most ${KEPT_PICKER_ANSWERS} answers, the least recently asked going first`, async () => {
    const { ask, made } = counted();
    await ask('bur');
    for (let i = 0; i < KEPT_PICKER_ANSWERS - 1; i++) await ask(`x${i}`);
    // Asked again, the first is now the most recent: the next new question drops `x0` instead.
    await ask('bur');
    expect(made()).toBe(KEPT_PICKER_ANSWERS);
    await ask('new');
    await ask('bur');
    expect(made()).toBe(KEPT_PICKER_ANSWERS + 1);
    await ask('x0');
    expect(made()).toBe(KEPT_PICKER_ANSWERS + 2);
  });
});
