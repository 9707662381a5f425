import { z } from 'zod';
import { ENROLMENT_KINDS } from '../../access/subject.ts';
import { normaliseVoucherCode, voucherCodeProblem } from '../codes.ts';
import { VoucherRegistrationFieldsSchema } from '../registration.ts';

/**
 * The voucher page's calls (specification 001, section 7: searchVoucher, spostaOppty /
 * setCodiceVoucher, setCandidatoVoucher then login); its endpoints are `vouchersApi` in
 * `endpoints.ts`.
 * The code travels in the body, never in an address, so it is not written in access logs.
 */

/** A typed code, answered in its normal form; odd characters are `vouchers.invalidCode`. */
export const VoucherCodeSchema = z
  .string({ error: 'application.required' })
  .max(200, { error: 'vouchers.invalidCode' })
  .superRefine((value, ctx) => {
    const problem = voucherCodeProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
  })
  .transform(normaliseVoucherCode);

export const VoucherCodeBodySchema = z.strictObject({ code: VoucherCodeSchema });
export type VoucherCodeBody = z.input<typeof VoucherCodeBodySchema>;

/** "id, name, Voucher_Riscosso__c, IsClosed, IsWon, course name, edition number". */
export const VoucherOfferSchema = z.object({
  code: z.string(),
  /** The enrolment's kind (RecordType.Name: Candidatura Corso or Housing). */
  kind: z.enum(ENROLMENT_KINDS),
  /** Edizione_Corso__r.Corso__r.Name */
  courseName: z.string(),
  /** Numero_Edizione__c: the edition's name. */
  editionName: z.string(),
  productCode: z.string(),
  /** The edition's first day, when known. */
  startsOn: z.string().nullable(),
});
export type VoucherOffer = z.infer<typeof VoucherOfferSchema>;

export const LookupVoucherResponseSchema = z.object({ voucher: VoucherOfferSchema });
export type LookupVoucherResponse = z.infer<typeof LookupVoucherResponseSchema>;

/** The enrolment the person now holds. */
export const RedeemVoucherResponseSchema = z.object({
  voucher: VoucherOfferSchema,
  enrolmentId: z.uuid(),
});
export type RedeemVoucherResponse = z.infer<typeof RedeemVoucherResponseSchema>;

/** The registration form plus the code and the page's language (the account's). */
export const RegisterVoucherBodySchema = VoucherRegistrationFieldsSchema.extend({
  code: VoucherCodeSchema,
  language: z.enum(['it', 'en'], { error: 'request.invalid' }).default('it'),
});
export type RegisterVoucherBody = z.input<typeof RegisterVoucherBodySchema>;
