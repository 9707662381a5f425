import { bigint, doublePrecision, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { belongsTo, instantNow } from './columns.ts';
import { users } from './users.ts';

/**
 * The school's doors that open from the portal (saveApriPorta: Cancello, Spogliatoio,
 * SpogliatoioInterno) and where each one is. Filled from the configuration at start when
 * missing; staff may correct a position.
 */
export const doors = pgTable('doors', {
  /** Cancello, Spogliatoio or SpogliatoioInterno. */
  key: text().primaryKey(),
  /** The record's id in the staff audit log (whose record ids are UUIDs). */
  id: uuid().notNull().unique().defaultRandom(),
  latitude: doublePrecision().notNull(),
  longitude: doublePrecision().notNull(),
  updatedAt: instantNow(),
});
export type DoorRow = typeof doors.$inferSelect;

/** Every request to open a door, granted or not: who, which door, from where, when, the outcome. */
export const doorOpenings = pgTable(
  'door_openings',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: belongsTo(() => users.id),
    door: text().notNull(),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    /** The reported accuracy, in metres. */
    accuracy: doublePrecision(),
    /** The distance from the door computed by the server, in metres. */
    distanceMetres: doublePrecision(),
    /** 'sent', 'tooFar', 'rateLimited', 'failed' (the controller did not answer). */
    outcome: text().notNull(),
    createdAt: instantNow(),
  },
  (t) => [
    index('door_openings_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('door_openings_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);
export type DoorOpeningRow = typeof doorOpenings.$inferSelect;
