import type { AccessSubject } from '@school/domain/access/subject';
import { and, count, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../db/client.ts';
import { bookings, bookingWaitlist, calendarItems } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { testDatabaseMode } from '../../test/database-mode.ts';
import { createUser } from '../../test/fixtures.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import {
  acceptOffer,
  type BookingsDeps,
  book,
  cancel,
  declineOffer,
  joinWaitingList,
  leaveWaitingList,
  type Person,
} from './bookings.service.ts';

/**
 * A property of the booking rules under concurrency: random sequences of book, cancel, join, leave,
 * accept and decline by four people on two items of one group (capacity 1 and 2), run in waves of
 * concurrent requests, never break the invariants — the seats taken never exceed the capacity, the
 * counters match the rows, each held seat has its offer, nobody holds two bookings of one group —
 * and never end in anything but one of the service's own refusals (no constraint violation, no
 * deadlock). The negative control replaces `book` with the naive read-check-write: the same
 * property must then find an overbooking.
 */

let ctx: TestContext;
let deps: BookingsDeps;
let people: Person[];
const onPostgres = testDatabaseMode() === 'postgres';

beforeAll(async () => {
  ctx = await createTestApp();
  deps = {
    db: ctx.db,
    mailer: ctx.app.mailer,
    jobs: ctx.app.jobs,
    notifier: ctx.app.notifier,
    publicUrl: ctx.app.config.publicUrl,
    bookings: ctx.app.config.bookings,
  };
  // Employees: bookings enabled, no enrolment needed.
  const subject: AccessSubject = {
    categories: ['Dipendente'],
    isShopEnabled: false,
    webappPermissions: [],
    stageStatus: 99,
    hasOpenFeedback: false,
    enrolments: [],
  };
  people = [];
  for (let i = 0; i < 4; i++) {
    const user = await createUser(ctx.db, { categories: ['Dipendente'], password: null });
    people.push({ id: user.id, subject });
  }
});
afterAll(() => ctx.close());

const ACTIONS = {
  book,
  cancel,
  join: joinWaitingList,
  leave: leaveWaitingList,
  accept: acceptOffer,
  decline: declineOffer,
};
type Action = keyof typeof ACTIONS;
interface Step {
  wave: number;
  person: number;
  item: number;
  action: Action;
}

const stepArb: fc.Arbitrary<Step> = fc.record({
  wave: fc.integer({ min: 0, max: 2 }),
  person: fc.integer({ min: 0, max: 3 }),
  item: fc.integer({ min: 0, max: 1 }),
  action: fc.constantFrom<Action>('book', 'book', 'cancel', 'join', 'leave', 'accept', 'decline'),
});

let run = 0;

/** Two items of one group, new for each run (the people stay: their group is the run's own). */
async function newItems(): Promise<string[]> {
  const group = `Turni ${++run}`;
  const opensAt = new Date(Date.now() - 3600_000);
  const startsOn = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const rows = await ctx.db
    .insert(calendarItems)
    .values(
      [1, 2].map((capacityMax) => ({
        kind: 'event' as const,
        startsOn,
        opensAt,
        name: `Turno ${capacityMax}`,
        capacityMax,
        groupName: group,
        groupKey: group.toLowerCase(),
      })),
    )
    .returning({ id: calendarItems.id });
  return rows.map((r) => r.id);
}

/** Every invariant of one item; returns what is wrong (empty: nothing). */
async function broken(db: DbOrTx, itemId: string): Promise<string[]> {
  const [item] = await db.select().from(calendarItems).where(eq(calendarItems.id, itemId));
  if (!item) return ['item gone'];
  const [booked] = await db.select({ n: count() }).from(bookings).where(eq(bookings.itemId, itemId));
  const [offered] = await db
    .select({ n: count() })
    .from(bookingWaitlist)
    .where(and(eq(bookingWaitlist.itemId, itemId), eq(bookingWaitlist.status, 'offered')));
  const problems: string[] = [];
  if ((booked?.n ?? 0) > item.capacityMax)
    problems.push(`${booked?.n} bookings for ${item.capacityMax} seats`);
  if ((booked?.n ?? 0) !== item.bookedCount)
    problems.push(`${booked?.n} bookings counted ${item.bookedCount}`);
  if ((offered?.n ?? 0) !== item.heldCount)
    problems.push(`${offered?.n} offers for ${item.heldCount} held seats`);
  if (item.bookedCount + item.heldCount > item.capacityMax) problems.push('seats beyond the capacity');
  return problems;
}

async function groupTwice(itemIds: string[]): Promise<boolean> {
  const rows = await ctx.db.execute(
    sql`select user_id from bookings where item_id in (${sql.join(
      itemIds.map((id) => sql`${id}`),
      sql`, `,
    )})
        group by user_id having count(*) > 1`,
  );
  return (rows as unknown as { rows: unknown[] }).rows.length > 0;
}

/**
 * The naive booking the specification's original made possible: count, compare, insert, each in
 * its own statement, with a pause between the read and the write (a slow request).
 */
async function naiveBook(_deps: BookingsDeps, person: Person, itemId: string): Promise<void> {
  const [item] = await ctx.db.select().from(calendarItems).where(eq(calendarItems.id, itemId));
  const [taken] = await ctx.db.select({ n: count() }).from(bookings).where(eq(bookings.itemId, itemId));
  if (!item || (taken?.n ?? 0) >= item.capacityMax) throw new AppError(409, 'bookings.full', 'full');
  await new Promise((r) => setTimeout(r, 5));
  await ctx.db.insert(bookings).values({ itemId, userId: person.id, groupKey: null }).onConflictDoNothing();
}

type Booker = (deps: BookingsDeps, person: Person, itemId: string, now: Date) => Promise<unknown>;

async function runSteps(steps: Step[], itemIds: string[], bookWith: Booker): Promise<string[]> {
  const problems: string[] = [];
  for (let wave = 0; wave <= 2; wave++) {
    const now = new Date();
    await Promise.all(
      steps
        .filter((step) => step.wave === wave)
        .map(async (step) => {
          const run = step.action === 'book' ? bookWith : ACTIONS[step.action];
          try {
            await run(deps, people[step.person] as Person, itemIds[step.item] as string, now);
          } catch (error) {
            if (!(error instanceof AppError && (error.status === 409 || error.status === 404))) {
              problems.push(`${step.action}: ${error instanceof Error ? error.message : String(error)}`);
            }
          }
        }),
    );
  }
  for (const id of itemIds) problems.push(...(await broken(ctx.db, id)));
  return problems;
}

describe('bookings under random interleavings (fast-check)', () => {
  it(
    'never exceed the capacity, keep the counters, the offers and the group rule, and refuse cleanly',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(stepArb, { minLength: 1, maxLength: 10 }), async (steps) => {
          const itemIds = await newItems();
          const problems = await runSteps(steps, itemIds, book);
          if (await groupTwice(itemIds)) problems.push('two bookings of one group');
          expect(problems).toEqual([]);
        }),
        // Transactions on the embedded database run one at a time: fewer runs find as much there.
        { numRuns: onPostgres ? 1000 : 150 },
      );
    },
    onPostgres ? 240_000 : 120_000,
  );

  it('negative control: with the naive read-check-write booking the same property finds an overbooking', async () => {
    const result = await fc.check(
      fc.asyncProperty(fc.array(stepArb, { minLength: 2, maxLength: 10 }), async (steps) => {
        const itemIds = await newItems();
        const overbooked = (await runSteps(steps, itemIds, naiveBook)).filter((p) => /seats/.test(p));
        expect(overbooked).toEqual([]);
      }),
      {
        numRuns: 300,
        // Make sure the runs hold concurrent bookings of one item by several people.
        examples: [[[0, 1, 2, 3].map((person) => ({ wave: 0, person, item: 0, action: 'book' as const }))]],
      },
    );
    expect(result.failed).toBe(true);
  }, 120_000);
});
