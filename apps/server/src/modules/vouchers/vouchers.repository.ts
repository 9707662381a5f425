import type { ListVouchersQuery } from '@school/domain/vouchers/contracts/staff-vouchers';
import type { VoucherStatus } from '@school/domain/vouchers/status';
import { and, asc, count, desc, eq, gte, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { listPage } from '../../db/list-page.ts';
import { containsPattern } from '../../db/people-search.ts';
import {
  courseEditions,
  type EnrolmentRow,
  enrolments,
  type UserRow,
  users,
  type VoucherRedemptionRow,
  type VoucherRow,
  voucherRedemptions,
  vouchers,
} from '../../db/schema/index.ts';

/** The queries of vouchers: the public side (lookup, redemption) and the staff side. */

const edition = {
  courseName: courseEditions.courseName,
  editionName: courseEditions.editionName,
  startsOn: courseEditions.startsOn,
};
export type VoucherWithEdition = { voucher: VoucherRow } & {
  courseName: string;
  editionName: string;
  startsOn: string | null;
};

/** The voucher with a code (its normal form) and its edition's names, or null. */
export async function findVoucherByCode(db: DbOrTx, code: string): Promise<VoucherWithEdition | null> {
  const [row] = await db
    .select({ voucher: vouchers, ...edition })
    .from(vouchers)
    .innerJoin(courseEditions, eq(courseEditions.productCode, vouchers.productCode))
    .where(eq(vouchers.code, code));
  return row ?? null;
}

export async function findVoucher(db: DbOrTx, id: string): Promise<VoucherWithEdition | null> {
  const [row] = await db
    .select({ voucher: vouchers, ...edition })
    .from(vouchers)
    .innerJoin(courseEditions, eq(courseEditions.productCode, vouchers.productCode))
    .where(eq(vouchers.id, id));
  return row ?? null;
}

/** Whether the person has redeemed the voucher. */
export async function hasRedeemed(db: DbOrTx, voucherId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: voucherRedemptions.id })
    .from(voucherRedemptions)
    .where(and(eq(voucherRedemptions.voucherId, voucherId), eq(voucherRedemptions.userId, userId)))
    .limit(1);
  return Boolean(row);
}

/**
 * The person, locked for a redemption (`for no key update`: the rows that refer to them can still
 * be written), first in the one order of the redemption's locks: the person, then the voucher.
 */
export async function lockPerson(db: DbOrTx, id: string): Promise<Pick<UserRow, 'id' | 'categories'> | null> {
  const [row] = await db
    .select({ id: users.id, categories: users.categories })
    .from(users)
    .where(eq(users.id, id))
    .for('no key update');
  return row ?? null;
}

/** The conditions under which a voucher can still be redeemed on `today` (YYYY-MM-DD). */
export function redeemableOn(today: string): SQL {
  return and(
    isNull(vouchers.disabledAt),
    or(isNull(vouchers.expiresOn), gte(vouchers.expiresOn, today)),
    or(isNull(vouchers.maxUses), lt(vouchers.uses, vouchers.maxUses)),
  ) as SQL;
}

/**
 * The guard of a redemption: one use taken only if the voucher can still be redeemed, in one
 * conditional update (the row is locked until the transaction ends). Null when it could not.
 */
export async function takeUse(db: DbOrTx, id: string, today: string): Promise<VoucherRow | null> {
  const [row] = await db
    .update(vouchers)
    .set({ uses: sql`${vouchers.uses} + 1` })
    .where(and(eq(vouchers.id, id), redeemableOn(today)))
    .returning();
  return row ?? null;
}

export async function insertEnrolment(
  db: DbOrTx,
  values: typeof enrolments.$inferInsert,
): Promise<EnrolmentRow> {
  const [row] = await db.insert(enrolments).values(values).returning();
  if (!row) throw new Error('enrolment not created');
  return row;
}

/** The redemption; null when the person already has one of this voucher (the unique index). */
export async function insertRedemption(
  db: DbOrTx,
  values: typeof voucherRedemptions.$inferInsert,
): Promise<VoucherRedemptionRow | null> {
  const [row] = await db.insert(voucherRedemptions).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function setCategories(db: DbOrTx, userId: string, categories: string[]): Promise<void> {
  await db.update(users).set({ categories, updatedAt: sql`now()` }).where(eq(users.id, userId));
}

// ---------------------------------------------------------------------------------------------
// Staff

/** Inserts codes; those already taken are skipped (the caller makes new ones for them). */
export async function insertVouchers(
  db: DbOrTx,
  values: Array<typeof vouchers.$inferInsert>,
): Promise<VoucherRow[]> {
  if (values.length === 0) return [];
  return db.insert(vouchers).values(values).onConflictDoNothing({ target: vouchers.code }).returning();
}

export async function editionExists(db: DbOrTx, productCode: string): Promise<boolean> {
  const [row] = await db
    .select({ code: courseEditions.productCode })
    .from(courseEditions)
    .where(eq(courseEditions.productCode, productCode));
  return Boolean(row);
}

/** Every edition, latest first (the creation form's picker). */
export function listEditions(db: DbOrTx) {
  return db
    .select({
      productCode: courseEditions.productCode,
      courseName: courseEditions.courseName,
      editionName: courseEditions.editionName,
      isOpen: courseEditions.isOpen,
    })
    .from(courseEditions)
    .orderBy(desc(courseEditions.startsOn), asc(courseEditions.courseName), asc(courseEditions.productCode));
}

/** The SQL of each status on `today` (the same precedence as the domain's `voucherStatus`). */
function statusCondition(status: VoucherStatus, today: string): SQL {
  const usedUp = and(isNotNull(vouchers.maxUses), gte(vouchers.uses, vouchers.maxUses)) as SQL;
  const expired = and(isNotNull(vouchers.expiresOn), lt(vouchers.expiresOn, today)) as SQL;
  switch (status) {
    case 'disabled':
      return isNotNull(vouchers.disabledAt);
    case 'redeemed':
      return and(isNull(vouchers.disabledAt), usedUp) as SQL;
    case 'expired':
      return and(isNull(vouchers.disabledAt), sql`not (${usedUp})`, expired) as SQL;
    case 'valid':
      return redeemableOn(today);
  }
}

function listFilter(query: ListVouchersQuery, today: string): SQL | undefined {
  const search = query.search?.toUpperCase().replace(/[\s-]+/g, '');
  return and(
    query.status ? statusCondition(query.status, today) : undefined,
    search ? sql`${vouchers.code} like ${containsPattern(search)}` : undefined,
    query.productCode ? eq(vouchers.productCode, query.productCode) : undefined,
    query.batchId ? eq(vouchers.batchId, query.batchId) : undefined,
  );
}

/** One page of vouchers, newest first, with their editions' names; and how many match. */
export async function listVouchersPage(db: DbOrTx, query: ListVouchersQuery, today: string) {
  const where = listFilter(query, today);
  return listPage(
    db,
    query,
    ({ limit, offset }) =>
      db
        .select({ voucher: vouchers, ...edition })
        .from(vouchers)
        .innerJoin(courseEditions, eq(courseEditions.productCode, vouchers.productCode))
        .where(where)
        .orderBy(desc(vouchers.createdAt), desc(vouchers.id))
        .limit(limit)
        .offset(offset),
    () => db.select({ n: count() }).from(vouchers).where(where),
    JSON.stringify(['vouchers.list', query, today]),
  );
}

/** The voucher's redemptions with who made them, oldest first. */
export function listRedemptions(db: DbOrTx, voucherId: string) {
  return db
    .select({
      redemption: voucherRedemptions,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
    })
    .from(voucherRedemptions)
    .innerJoin(users, eq(users.id, voucherRedemptions.userId))
    .where(eq(voucherRedemptions.voucherId, voucherId))
    .orderBy(asc(voucherRedemptions.redeemedAt), asc(voucherRedemptions.id));
}

export async function lockVoucher(db: DbOrTx, id: string): Promise<VoucherRow | null> {
  const [row] = await db.select().from(vouchers).where(eq(vouchers.id, id)).for('update');
  return row ?? null;
}

export async function disableVoucher(db: DbOrTx, id: string, by: string): Promise<VoucherRow> {
  const [row] = await db
    .update(vouchers)
    .set({ disabledAt: sql`now()`, disabledBy: by })
    .where(eq(vouchers.id, id))
    .returning();
  if (!row) throw new Error('voucher vanished');
  return row;
}
