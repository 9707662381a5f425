import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
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
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    compiledAt: timestamp({ withTimezone: true }),
    sent: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('billing_records_user_kind_key').on(t.userId, t.kind),
    index('billing_records_enrolment_idx').on(t.enrolmentId),
  ],
);
export type BillingRecordRow = typeof billingRecords.$inferSelect;
