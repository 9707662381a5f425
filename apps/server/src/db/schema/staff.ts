import { bigint, customType, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { instantNow } from './columns.ts';

/**
 * A jsonb column read as the driver gives it: both drivers already parse jsonb, and drizzle's own
 * jsonb would parse a JSON string value once more (the text "112" would come back as 112).
 */
const auditValue = customType<{ data: unknown; driverData: unknown }>({
  dataType: () => 'jsonb',
  toDriver: (value) => JSON.stringify(value),
  fromDriver: (value) => value,
});

import { users } from './users.ts';

/**
 * The staff console's audit log: one row per field a staff member changed, written in the
 * transaction of the change (`modules/staff/staff-audit.ts`). Rows are only ever inserted.
 */
export const staffAudit = pgTable(
  'staff_audit',
  {
    /** Insertion order: ties of `changedAt` (one change, several fields) read in the order written. */
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The transaction's time: every field of one change shares it. */
    changedAt: instantNow(),
    changedBy: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The changed record: its table and id. */
    recordTable: text().notNull(),
    recordId: uuid().notNull(),
    field: text().notNull(),
    /** The field's value before and after the change, as JSON (null before a creation). */
    before: auditValue(),
    after: auditValue(),
  },
  (t) => [
    index('staff_audit_changed_at_idx').on(t.changedAt.desc(), t.id.desc()),
    index('staff_audit_record_idx').on(t.recordTable, t.recordId, t.changedAt.desc(), t.id.desc()),
    // The insights' refusals of a period (the documents' refusal reasons as staff wrote them).
    index('staff_audit_field_idx').on(t.recordTable, t.field, t.changedAt),
    index('staff_audit_changed_by_idx').on(t.changedBy, t.changedAt.desc(), t.id.desc()),
  ],
);
export type StaffAuditRow = typeof staffAudit.$inferSelect;
