import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { courseEditions } from './application.ts';
import { belongsTo, instant, instantNow, recordId } from './columns.ts';
import { enrolments } from './enrolments.ts';
import { users } from './users.ts';

/**
 * A voucher (specification 001, sections 3 "Enrolment for vouchers", 4 "Voucher"): a code that
 * gives whoever redeems it the enrolment of a course edition (Codice_Voucher__c of the CRM's
 * Opportunity; its kind is RecordType.Name, Candidatura Corso or Housing). Codes are stored in
 * their normal form (upper case, letters and digits). The uses are guarded by the database: a
 * redemption takes one with a conditional update, the check constraint refuses more than the
 * maximum, and `voucher_redemptions` holds one row per person and voucher.
 */
export const vouchers = pgTable(
  'vouchers',
  {
    id: recordId(),
    code: text().notNull(),
    /** The codes made together by one request of the secretariat. */
    batchId: uuid(),
    /** The edition whose enrolment the voucher gives (Edizione_Corso__r). */
    productCode: text()
      .notNull()
      .references(() => courseEditions.productCode, { onUpdate: 'cascade' }),
    /** The enrolment's kind: 'course' (Candidatura Corso) or 'housing' (Housing). */
    kind: text({ enum: ['course', 'housing'] }).notNull(),
    /** Uses so far (Voucher_Riscosso__c is uses = max_uses). */
    uses: integer().notNull().default(0),
    /** The most uses; null: no maximum. */
    maxUses: integer(),
    /** The last day it can be redeemed, in the school's calendar; null: no expiry. */
    expiresOn: date({ mode: 'string' }),
    /** A note of the secretariat (who the codes were made for). */
    note: text().notNull().default(''),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: instantNow(),
    disabledAt: instant(),
    disabledBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('vouchers_code_key').on(t.code),
    // The staff list: newest first, by batch, by edition.
    index('vouchers_created_idx').on(t.createdAt, t.id),
    index('vouchers_batch_idx').on(t.batchId),
    index('vouchers_edition_idx').on(t.productCode, t.createdAt),
    check(
      'vouchers_uses_within_max',
      sql`${t.uses} >= 0 and (${t.maxUses} is null or ${t.uses} <= ${t.maxUses})`,
    ),
    check('vouchers_max_uses_positive', sql`${t.maxUses} is null or ${t.maxUses} >= 1`),
    check('vouchers_code_format', sql`${t.code} ~ '^[A-Z0-9]{4,32}$'`),
  ],
);
export type VoucherRow = typeof vouchers.$inferSelect;

/** Who redeemed a voucher, when, and the enrolment it gave them. */
export const voucherRedemptions = pgTable(
  'voucher_redemptions',
  {
    id: recordId(),
    voucherId: belongsTo(() => vouchers.id),
    userId: belongsTo(() => users.id),
    enrolmentId: belongsTo(() => enrolments.id),
    redeemedAt: instantNow(),
  },
  (t) => [
    // One redemption of a voucher per person, whatever the checks before it.
    uniqueIndex('voucher_redemptions_person_key').on(t.voucherId, t.userId),
    uniqueIndex('voucher_redemptions_enrolment_key').on(t.enrolmentId),
    index('voucher_redemptions_voucher_idx').on(t.voucherId, t.redeemedAt),
  ],
);
export type VoucherRedemptionRow = typeof voucherRedemptions.$inferSelect;
