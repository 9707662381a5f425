import type {
  CreateVouchersBody,
  CreateVouchersResponse,
  DisableVoucherBody,
  ListVoucherEditionsResponse,
  ListVouchersQuery,
  ListVouchersResponse,
  StaffVoucher,
  StaffVoucherDetail,
} from '@school/domain/vouchers/contracts/staff-vouchers';
import { voucherStatus } from '@school/domain/vouchers/status';
import type { Db } from '../../db/client.ts';
import { pageAnswer } from '../../db/list-page.ts';
import { type VoucherRow, vouchers } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { auditStaffChange, changeOnVersion, rowVersion } from '../staff/staff-changes.ts';
import * as repo from './vouchers.repository.ts';
import { newBatchId, newCodes, schoolToday, stateOf } from './vouchers.service.ts';

/**
 * Vouchers kept by the secretariat (permission Segreteria, area `vouchers`): one code or a batch
 * for an edition's enrolment, with an optional last day and maximum of uses; the list with each
 * voucher's status; a voucher with its redemptions; disabling one on the version read. Every
 * change is audited in its transaction.
 */

/** Moved by every redemption: not part of the version a staff form was made on. */
const USES = ['uses'] as const;
const versionOf = (row: VoucherRow) => rowVersion(vouchers, row, USES);

/** How many times new codes are drawn when some are already taken (31^10 codes: never in practice). */
const CODE_ATTEMPTS = 5;

function toStaffVoucher(found: repo.VoucherWithEdition, today: string): StaffVoucher {
  const v = found.voucher;
  return {
    id: v.id,
    code: v.code,
    batchId: v.batchId,
    productCode: v.productCode,
    courseName: found.courseName,
    editionName: found.editionName,
    kind: v.kind,
    status: voucherStatus(stateOf(v), today),
    uses: v.uses,
    maxUses: v.maxUses,
    expiresOn: v.expiresOn,
    note: v.note,
    createdAt: v.createdAt.toISOString(),
    disabledAt: v.disabledAt?.toISOString() ?? null,
    version: versionOf(v),
  };
}

export async function listVouchers(db: Db, query: ListVouchersQuery): Promise<ListVouchersResponse> {
  const today = schoolToday();
  return pageAnswer(query, await repo.listVouchersPage(db, query, today), (row) =>
    toStaffVoucher(row, today),
  );
}

export async function listVoucherEditions(db: Db): Promise<ListVoucherEditionsResponse> {
  return { items: await repo.listEditions(db) };
}

export async function getVoucher(db: Db, id: string): Promise<StaffVoucherDetail> {
  const found = await repo.findVoucher(db, id);
  if (!found) throw notFound();
  const redemptions = await repo.listRedemptions(db, id);
  return {
    ...toStaffVoucher(found, schoolToday()),
    redemptions: redemptions.map((r) => ({
      id: r.redemption.id,
      userId: r.redemption.userId,
      name: `${r.firstName} ${r.lastName}`.trim(),
      username: r.username,
      enrolmentId: r.redemption.enrolmentId,
      redeemedAt: r.redemption.redeemedAt.toISOString(),
    })),
  };
}

/** One code (`count` 1) or a batch sharing a batch id, each with the same edition, expiry and maximum. */
export async function createVouchers(
  db: Db,
  by: string,
  body: Required<CreateVouchersBody>,
): Promise<CreateVouchersResponse> {
  const today = schoolToday();
  if (body.expiresOn !== null && body.expiresOn < today)
    throw new AppError(400, 'request.invalid', 'The last day is before today', {
      expiresOn: 'vouchers.expiryInPast',
    });
  if (!(await repo.editionExists(db, body.productCode)))
    throw new AppError(400, 'request.invalid', 'Unknown edition', { productCode: 'vouchers.unknownEdition' });
  const batchId = body.count > 1 ? newBatchId() : null;
  const created = await db.transaction(async (tx) => {
    const rows: VoucherRow[] = [];
    for (let attempt = 0; attempt < CODE_ATTEMPTS && rows.length < body.count; attempt++) {
      const inserted = await repo.insertVouchers(
        tx,
        newCodes(body.count - rows.length).map((code) => ({
          code,
          batchId,
          productCode: body.productCode,
          kind: body.kind,
          maxUses: body.maxUses,
          expiresOn: body.expiresOn,
          note: body.note,
          createdBy: by,
        })),
      );
      rows.push(...inserted);
    }
    if (rows.length < body.count) throw new Error('voucher codes: no free code found');
    for (const row of rows) await auditStaffChange(tx, { by, table: vouchers, before: null, after: row });
    return rows;
  });
  const found = await repo.listVouchersPage(
    db,
    {
      search: batchId ? undefined : created[0]?.code,
      productCode: undefined,
      batchId: batchId ?? undefined,
      page: 1,
      pageSize: body.count,
    },
    today,
  );
  return { batchId, items: found.rows.map((row) => toStaffVoucher(row, today)) };
}

/** Disables a voucher on the version read: it can no longer be redeemed; its redemptions stay. */
export async function disableVoucher(
  db: Db,
  by: string,
  id: string,
  body: DisableVoucherBody,
): Promise<StaffVoucherDetail> {
  await changeOnVersion(
    db,
    { by, table: vouchers, lock: (tx) => repo.lockVoucher(tx, id), seen: body.version, except: USES },
    async (tx, before) => {
      if (before.disabledAt !== null)
        throw new AppError(409, 'vouchers.alreadyDisabled', 'The voucher is already disabled');
      return repo.disableVoucher(tx, id, by);
    },
  );
  return getVoucher(db, id);
}
