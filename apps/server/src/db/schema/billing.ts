import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { belongsTo, instant, instantNow, recordId, timestamps } from './columns.ts';
import { enrolments } from './enrolments.ts';
import { users } from './users.ts';

/**
 * Billing data of a person: one course record and, with a housing contract, one housing record
 * (specification 000 section 3 "Course billing", "Housing billing"). Contract names:
 * db/contract/billing-record.ts.
 */
export const billingRecords = pgTable(
  'billing_records',
  {
    id: recordId(),
    userId: belongsTo(() => users.id),
    enrolmentId: uuid().references(() => enrolments.id, { onDelete: 'set null' }),
    kind: text({ enum: ['course', 'housing'] }).notNull(),
    type: text({ enum: ['MeStesso', 'PersonaGiuridica', 'PersonaFisica'] })
      .notNull()
      .default('MeStesso'),
    companyName: text().notNull().default(''),
    vatNumber: text().notNull().default(''),
    taxCode: text().notNull().default(''),
    sdiCode: text().notNull().default(''),
    certifiedEmail: text().notNull().default(''),
    email: text().notNull().default(''),
    phone: text().notNull().default(''),
    street: text().notNull().default(''),
    city: text().notNull().default(''),
    province: text().notNull().default(''),
    postalCode: text().notNull().default(''),
    country: text().notNull().default(''),
    firstName: text().notNull().default(''),
    lastName: text().notNull().default(''),
    sex: text().notNull().default(''),
    birthDate: date({ mode: 'string' }),
    birthCity: text().notNull().default(''),
    birthProvince: text().notNull().default(''),
    birthCountry: text().notNull().default(''),
    citizenship: text().notNull().default(''),
    legalRepFirstName: text().notNull().default(''),
    legalRepLastName: text().notNull().default(''),
    legalRepEmail: text().notNull().default(''),
    iban: text().notNull().default(''),
    ibanHolder: text().notNull().default(''),
    /** Opportunit_con_richiesta_dati__c (housing: Opportunit_Housing_con_richiesta_dati__c). */
    requestingCount: integer().notNull().default(0),
    compiled: boolean().notNull().default(false),
    compiledAt: instant(),
    sent: boolean().notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('billing_records_user_kind_key').on(t.userId, t.kind),
    index('billing_records_enrolment_idx').on(t.enrolmentId),
    index('billing_records_confirmed_idx').on(t.kind, t.compiledAt).where(sql`${t.sent}`),
  ],
);
export type BillingRecordRow = typeof billingRecords.$inferSelect;

/**
 * Each billing export staff made (GET /api/staff/billing/export.csv): who, when, which forms
 * (course or housing), how many rows, and up to which confirmation instant the forms were taken
 * (`upTo`, the export's transaction time). Forms confirmed after the last export's `upTo` are the
 * ones "confirmed since the last export".
 */
export const billingExports = pgTable(
  'billing_exports',
  {
    id: recordId(),
    exportedBy: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    exportedAt: instantNow(),
    kind: text({ enum: ['course', 'housing'] }).notNull(),
    /** `new`: the forms confirmed since the previous export; `all`: every confirmed form. */
    scope: text({ enum: ['new', 'all'] }).notNull(),
    rowCount: integer().notNull(),
    upTo: instant().notNull(),
  },
  (t) => [index('billing_exports_kind_idx').on(t.kind, t.exportedAt.desc())],
);
export type BillingExportRow = typeof billingExports.$inferSelect;
