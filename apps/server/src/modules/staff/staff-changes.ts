import { createHash } from 'node:crypto';
import { getTableColumns, getTableName, type SQL, sql, type Table } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { staffAudit } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';

/**
 * How every staff change is made: the service locks the record, checks that it is still the
 * version the staff member saw (`checkVersion`), writes, then records each changed field in the
 * audit log (`auditStaffChange`), all in one transaction: a change that fails leaves no audit row,
 * and an audit row that cannot be written undoes the change. A change of one record that must
 * exist is `changeOnVersion` (a deletion `removeOnVersion`), which does all of it.
 */

type Row = Record<string, unknown>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Columns that are not the record's content: never audited. */
const NOT_AUDITED = new Set(['id', 'createdAt', 'updatedAt']);

/** A value as the audit log stores it (JSON: dates become ISO strings; absent becomes null). */
const asJson = (value: unknown): unknown => (value === undefined ? null : JSON.parse(JSON.stringify(value)));

/**
 * A JSON value as a jsonb parameter: sent as its JSON text and cast, so a text that reads as JSON
 * (a locker named "112") stays a text on both databases (PGlite would otherwise parse it).
 */
const jsonb = (value: unknown): SQL | null =>
  value === null ? null : sql`${JSON.stringify(value)}::text::jsonb`;

/**
 * A record's version as staff saw it: a digest of every column of its table, so a change by
 * anyone (staff, the candidate, a payment) gives another version. Sent in the staff answers.
 * `except`: counters that others move all the time and that the change re-checks under its lock
 * (a calendar item's seats taken), so that a booking does not make the staff's form stale.
 */
export function rowVersion(table: Table, row: Row, except: readonly string[] = []): string {
  const values = Object.keys(getTableColumns(table))
    .filter((column) => !except.includes(column))
    .map((column) => asJson(row[column]));
  return createHash('sha256').update(JSON.stringify(values)).digest('base64url').slice(0, 22);
}

/**
 * 409 `staff.staleRecord`: the record is no longer the one the change was made on. `checkVersion`
 * throws it; a change whose write finds the record gone or taken meanwhile (a conditional update
 * that matched nothing, an insert the unique index refused) throws it too.
 */
export function staleRecord(detail = 'The record changed since it was read: read it again'): AppError {
  return new AppError(409, 'staff.staleRecord', detail);
}

/** 409 `staff.staleRecord` when the locked record (null: none) is not the version the change was made on. */
export function checkVersion(
  table: Table,
  locked: Row | null,
  seen: string | null,
  except: readonly string[] = [],
): void {
  const current = locked ? rowVersion(table, locked, except) : null;
  if (current !== seen) throw staleRecord();
}

/**
 * The record a staff change locked, on the version the change was made on: 404 when it is gone,
 * 409 `staff.staleRecord` (`checkVersion`) when it changed since it was read.
 */
export function lockedOnVersion<R extends Row>(
  table: Table,
  locked: R | null | undefined,
  seen: string | null,
  except: readonly string[] = [],
): R {
  if (!locked) throw notFound();
  checkVersion(table, locked, seen, except);
  return locked;
}

/**
 * Writes the audit rows of one staff change to one record (`before` null for a creation): one row
 * per field whose value differs, with who, when (the transaction's time), the table and the id.
 * Call it inside the change's transaction, with that transaction's handle.
 */
export async function auditStaffChange(
  tx: DbOrTx,
  change: { by: string; table: Table; before: Row | null; after: Row },
): Promise<void> {
  const { by, table, before, after } = change;
  const rows = Object.keys(getTableColumns(table))
    .filter((field) => !NOT_AUDITED.has(field))
    .map((field) => ({ field, was: asJson(before?.[field]), is: asJson(after[field]) }))
    .filter(({ was, is }) => JSON.stringify(was) !== JSON.stringify(is))
    .map(({ field, was, is }) => ({
      changedBy: by,
      recordTable: getTableName(table),
      recordId: String(after.id),
      field,
      before: jsonb(was),
      after: jsonb(is),
    }));
  if (rows.length > 0) await tx.insert(staffAudit).values(rows);
}

/** The "absent" side of an audited creation or deletion: the record's id, every field null. */
export const gone = (row: { id: unknown }) => ({ id: row.id });

/** One staff change of one record that must exist, made on the version staff saw. */
export interface ChangeOnVersion<R extends Row> {
  /** Who makes the change (the audit's `changedBy`). */
  by: string;
  /** The record's table: its version and its audit rows. */
  table: Table;
  /**
   * Locks the record with the module's own lock (and whatever that lock takes first, in its
   * order): the row, or nothing when it is gone.
   */
  lock: (tx: Tx) => Promise<R | null | undefined>;
  /** The version the change was made on. */
  seen: string;
  /** The columns the version leaves out (`rowVersion`). */
  except?: readonly string[];
}

/**
 * The one way of a staff change to one record, in one transaction: locks it (`change.lock`), 404
 * when it is gone and 409 `staff.staleRecord` when it is not the version seen (`lockedOnVersion`),
 * lets `write` re-check under the lock (it refuses by throwing) and write, then audits each field
 * that differs between the locked row and the row `write` answers (`gone(locked)` for a deletion).
 * Answers the row after.
 */
export function changeOnVersion<R extends Row, A extends Row>(
  db: Db,
  change: ChangeOnVersion<R>,
  write: (tx: Tx, locked: R) => Promise<A>,
): Promise<A> {
  const { by, table, lock, seen, except } = change;
  return db.transaction(async (tx) => {
    const locked = lockedOnVersion(table, await lock(tx), seen, except);
    const after = await write(tx, locked);
    await auditStaffChange(tx, { by, table, before: locked, after });
    return after;
  });
}

/**
 * The one way of a staff deletion of one record (`changeOnVersion`): `remove` re-checks under the
 * lock and deletes; every field of the record is audited as gone (`gone`).
 */
export async function removeOnVersion<R extends Row & { id: unknown }>(
  db: Db,
  change: ChangeOnVersion<R>,
  remove: (tx: Tx, locked: R) => Promise<unknown>,
): Promise<void> {
  await changeOnVersion(db, change, async (tx, locked) => {
    await remove(tx, locked);
    return gone(locked);
  });
}
