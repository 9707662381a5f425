import type { DoorKey, DoorOutcome, GeoPoint } from '@school/domain/doors/doors';
import { and, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { listPage, type Paging } from '../../db/list-page.ts';
import { personAccount, personMatches } from '../../db/people-search.ts';
import { type DoorOpeningRow, type DoorRow, doorOpenings, doors, users } from '../../db/schema/index.ts';
import { nextSchoolDayStart, schoolDayStart } from '../../db/school-time.ts';

/** The doors' positions and the door log. */

export async function listDoorRows(db: DbOrTx): Promise<DoorRow[]> {
  return db.select().from(doors);
}

/** Adds the doors missing from the table at their configured positions; existing ones stay as staff set them. */
export async function insertMissingDoors(db: DbOrTx, positions: Record<DoorKey, GeoPoint>): Promise<void> {
  await db
    .insert(doors)
    .values(
      Object.entries(positions).map(([key, p]) => ({ key, latitude: p.latitude, longitude: p.longitude })),
    )
    .onConflictDoNothing();
}

export async function lockDoor(db: DbOrTx, key: DoorKey): Promise<DoorRow | null> {
  const [row] = await db.select().from(doors).where(eq(doors.key, key)).for('update');
  return row ?? null;
}

export async function updateDoor(db: DbOrTx, key: DoorKey, position: GeoPoint): Promise<DoorRow> {
  const [row] = await db
    .update(doors)
    .set({ ...position, updatedAt: sql`now()` })
    .where(eq(doors.key, key))
    .returning();
  if (!row) throw new Error('door vanished');
  return row;
}

/**
 * Serialises one person's opening requests until the transaction ends (a transaction-level
 * advisory lock keyed on the user), so the rate limit's count and the new row cannot interleave
 * with another request of theirs on any instance.
 */
export async function lockPersonsOpenings(tx: DbOrTx, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('door_openings'), hashtext(${userId}))`);
}

/** The outcomes that reached (or are reaching) a door: what the rate limit counts. */
const COMMANDS: DoorOutcome[] = ['pending', 'sent', 'failed'];

/** Commands of one person since `since`: all doors, and the one door. Uses door_openings_user_idx. */
export async function countRecentCommands(
  db: DbOrTx,
  userId: string,
  door: DoorKey,
  since: { door: Date; any: Date },
): Promise<{ door: number; any: number }> {
  const [row] = await db
    .select({
      any: count(),
      door: sql<number>`count(*) filter (where ${doorOpenings.door} = ${door} and ${doorOpenings.createdAt} >= ${since.door.toISOString()})`.mapWith(
        Number,
      ),
    })
    .from(doorOpenings)
    .where(
      and(
        eq(doorOpenings.userId, userId),
        gte(doorOpenings.createdAt, since.any),
        inArray(doorOpenings.outcome, COMMANDS),
      ),
    );
  return { door: row?.door ?? 0, any: row?.any ?? 0 };
}

export async function insertOpening(
  db: DbOrTx,
  values: typeof doorOpenings.$inferInsert,
): Promise<DoorOpeningRow> {
  const [row] = await db.insert(doorOpenings).values(values).returning();
  if (!row) throw new Error('door opening not recorded');
  return row;
}

export async function setOpeningOutcome(db: DbOrTx, id: number, outcome: DoorOutcome): Promise<void> {
  await db.update(doorOpenings).set({ outcome }).where(eq(doorOpenings.id, id));
}

/**
 * The door log, newest first (door_openings_created_idx), with the person. The day is a range of
 * instants in the school's time zone.
 */
export async function listOpenings(
  db: DbOrTx,
  filters: {
    door?: DoorKey | undefined;
    person?: string | undefined;
    outcome?: DoorOutcome | undefined;
    day?: string | undefined;
  } & Paging,
) {
  const where = and(
    filters.door ? eq(doorOpenings.door, filters.door) : undefined,
    filters.outcome ? eq(doorOpenings.outcome, filters.outcome) : undefined,
    filters.day ? gte(doorOpenings.createdAt, schoolDayStart(filters.day)) : undefined,
    filters.day ? lt(doorOpenings.createdAt, nextSchoolDayStart(filters.day)) : undefined,
    filters.person ? personMatches(users, filters.person) : undefined,
  );
  return listPage(
    db,
    filters,
    ({ limit, offset }) =>
      db
        .select({
          opening: doorOpenings,
          person: personAccount,
        })
        .from(doorOpenings)
        .innerJoin(users, eq(users.id, doorOpenings.userId))
        .where(where)
        .orderBy(desc(doorOpenings.createdAt), desc(doorOpenings.id))
        .limit(limit)
        .offset(offset),
    () =>
      db
        .select({ n: count() })
        .from(doorOpenings)
        .innerJoin(users, eq(users.id, doorOpenings.userId))
        .where(where),
    JSON.stringify(['doors.openings', filters]),
  );
}
