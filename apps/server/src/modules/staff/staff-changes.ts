import { createHash } from 'node:crypto';
import { getTableColumns, getTableName, type SQL, sql, type Table } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { staffAudit } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';

/**
 * How every staff change is made: the service locks the record, checks that it is still the
 * version the staff member saw (`checkVersion`), writes, then records each changed field in the
 * audit log (`auditStaffChange`), all in one transaction: a change that fails leaves no audit row,
 * and an audit row that cannot be written undoes the change.
 */

type Row = Record<string, unknown>;

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
