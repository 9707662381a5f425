import { z } from 'zod';
import { ENROLMENT_KINDS } from '../../access/subject.ts';
import { staffDate, versionField } from '../../staff/contracts/fields.ts';
import { optionalFilter, staffPageOf, staffPaging } from '../../staff/contracts/list-candidates.ts';
import { VOUCHER_STATUSES } from '../status.ts';

/**
 * Vouchers in the staff console (permission Segreteria, area `vouchers`); its endpoints are
 * `staffVouchersApi` in `staff-endpoints.ts`.
 */

/** The most codes made at once. */
export const VOUCHER_BATCH_MAX = 500;
/** The most uses a voucher may allow. */
export const VOUCHER_MAX_USES_MAX = 10_000;
/** The voucher's note for the secretariat. */
export const VOUCHER_NOTE_MAX = 200;

/** The kinds of enrolment a voucher can give (a shop order is not one). */
export const VOUCHER_KINDS = ENROLMENT_KINDS.filter((k) => k !== 'shop') as Array<'course' | 'housing'>;

const whole = (max: number, code: 'vouchers.invalidCount' | 'vouchers.invalidMaxUses') =>
  z.number({ error: code }).int({ error: code }).min(1, { error: code }).max(max, { error: code });

export const CreateVouchersBodySchema = z.strictObject({
  /** The edition whose enrolment the vouchers give. */
  productCode: z
    .string({ error: 'candidate.required' })
    .trim()
    .min(1, { error: 'candidate.required' })
    .max(100),
  kind: z.enum(VOUCHER_KINDS, { error: 'request.invalid' }),
  /** How many codes: 1 for a single voucher, more for a batch. */
  count: whole(VOUCHER_BATCH_MAX, 'vouchers.invalidCount'),
  /** The most uses of each code; null: no maximum. */
  maxUses: whole(VOUCHER_MAX_USES_MAX, 'vouchers.invalidMaxUses').nullable(),
  /** The last day each code can be redeemed (school calendar); null: no expiry. */
  expiresOn: staffDate.nullable(),
  note: z.string().trim().max(VOUCHER_NOTE_MAX, { error: 'request.invalid' }).default(''),
});
export type CreateVouchersBody = z.input<typeof CreateVouchersBodySchema>;

export const StaffVoucherSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  batchId: z.uuid().nullable(),
  productCode: z.string(),
  courseName: z.string(),
  editionName: z.string(),
  kind: z.enum(VOUCHER_KINDS),
  status: z.enum(VOUCHER_STATUSES),
  uses: z.number().int(),
  maxUses: z.number().int().nullable(),
  expiresOn: z.string().nullable(),
  note: z.string(),
  createdAt: z.string(),
  disabledAt: z.string().nullable(),
  version: z.string(),
});
export type StaffVoucher = z.infer<typeof StaffVoucherSchema>;

export const CreateVouchersResponseSchema = z.object({
  batchId: z.uuid().nullable(),
  items: z.array(StaffVoucherSchema),
});
export type CreateVouchersResponse = z.infer<typeof CreateVouchersResponseSchema>;

export const ListVouchersQuerySchema = z.strictObject({
  status: z.enum(VOUCHER_STATUSES, { error: 'request.invalid' }).optional(),
  /** A part of the code (spaces and hyphens left out, any case). */
  search: optionalFilter,
  productCode: optionalFilter,
  batchId: z.uuid({ error: 'request.invalid' }).optional(),
  ...staffPaging,
});
export type ListVouchersQuery = z.infer<typeof ListVouchersQuerySchema>;

export const ListVouchersResponseSchema = staffPageOf(StaffVoucherSchema);
export type ListVouchersResponse = z.infer<typeof ListVouchersResponseSchema>;

export const VoucherRedemptionSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  name: z.string(),
  username: z.string(),
  enrolmentId: z.uuid(),
  redeemedAt: z.string(),
});
export type VoucherRedemption = z.infer<typeof VoucherRedemptionSchema>;

export const StaffVoucherDetailSchema = StaffVoucherSchema.extend({
  redemptions: z.array(VoucherRedemptionSchema),
});
export type StaffVoucherDetail = z.infer<typeof StaffVoucherDetailSchema>;

export const DisableVoucherBodySchema = z.strictObject({ version: versionField });
export type DisableVoucherBody = z.infer<typeof DisableVoucherBodySchema>;

/** An edition a voucher can give, for the creation form's picker (every edition, latest first). */
export const VoucherEditionSchema = z.object({
  productCode: z.string(),
  courseName: z.string(),
  editionName: z.string(),
  isOpen: z.boolean(),
});
export const ListVoucherEditionsResponseSchema = z.object({ items: z.array(VoucherEditionSchema) });
export type ListVoucherEditionsResponse = z.infer<typeof ListVoucherEditionsResponseSchema>;
