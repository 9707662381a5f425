import { randomBytes, randomUUID } from 'node:crypto';
import type { Category } from '@school/domain/access/subject';
import { schoolClock } from '@school/domain/shared/clock';
import { generateVoucherCode } from '@school/domain/vouchers/codes';
import type {
  RedeemVoucherResponse,
  RegisterVoucherBody,
  VoucherOffer,
} from '@school/domain/vouchers/contracts/vouchers';
import { voucherRegistrationSchema } from '@school/domain/vouchers/registration';
import { redemptionRefusal, type VoucherRefusal, type VoucherState } from '@school/domain/vouchers/status';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { UserRow, VoucherRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { zodFields } from '../../lib/zod-fields.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { createAccount } from '../auth/auth.service.ts';
import { hashNewPassword } from '../auth/passwords.ts';
import { referenceData } from '../reference/reference-data.ts';
import * as repo from './vouchers.repository.ts';

/**
 * Vouchers on the public side (specification 001, sections 4 and 7: searchVoucher, spostaOppty,
 * setCandidatoVoucher then login): the lookup, the redemption by a signed-in person, and the
 * registration of a visitor, whose account is created and redeems the voucher in one transaction.
 *
 * A redemption takes its locks in one order: the person (`for no key update`), then the voucher,
 * through the conditional update that takes one use only while the voucher can still be redeemed
 * (`takeUse`); the check constraint on the uses and the unique index (voucher, person) of
 * `voucher_redemptions` back it. What the checks read before the update is read again after a
 * refused update, so the answer names what happened meanwhile.
 */

export interface VouchersDeps {
  db: Db;
  mailer: Mailer;
}

/** The school's today (vouchers expire at the end of their last day, in Rome). */
export const schoolToday = () => schoolClock(new Date()).today;

export function stateOf(v: VoucherRow): VoucherState {
  return { uses: v.uses, maxUses: v.maxUses, expiresOn: v.expiresOn, disabled: v.disabledAt !== null };
}

const REFUSALS: Record<VoucherRefusal, () => AppError> = {
  'vouchers.notFound': () => new AppError(404, 'vouchers.notFound', 'Voucher not found'),
  'vouchers.alreadyRedeemed': () => new AppError(409, 'vouchers.alreadyRedeemed', 'Voucher already redeemed'),
};

function offerOf(found: repo.VoucherWithEdition): VoucherOffer {
  return {
    code: found.voucher.code,
    kind: found.voucher.kind,
    courseName: found.courseName,
    editionName: found.editionName,
    productCode: found.voucher.productCode,
    startsOn: found.startsOn,
  };
}

/** The voucher a person (or a visitor: null) may redeem, or the refusal as an error. */
async function redeemable(
  db: DbOrTx,
  code: string,
  userId: string | null,
  today: string,
): Promise<repo.VoucherWithEdition> {
  const found = await repo.findVoucherByCode(db, code);
  const mine = found && userId ? await repo.hasRedeemed(db, found.voucher.id, userId) : false;
  const refusal = redemptionRefusal(found ? stateOf(found.voucher) : null, today, mine);
  if (refusal || !found) throw REFUSALS[refusal ?? 'vouchers.notFound']();
  return found;
}

/** searchVoucher: the course and edition the code gives, if the person may redeem it. */
export async function lookupVoucher(db: Db, code: string, userId: string | null): Promise<VoucherOffer> {
  return offerOf(await redeemable(db, code, userId, schoolToday()));
}

/** The categories that open the candidate area; a person redeeming without one becomes Candidato. */
const AREA_CATEGORIES: readonly Category[] = ['Candidato', 'Studente', 'Diplomato'];

/**
 * The redemption inside the caller's transaction: the person locked, the checks, one use taken by
 * the conditional update, the person's enrolment of the voucher's edition and the redemption row.
 */
async function redeemIn(
  tx: DbOrTx,
  userId: string,
  code: string,
  today: string,
): Promise<RedeemVoucherResponse> {
  const person = await repo.lockPerson(tx, userId);
  if (!person) throw new AppError(401, 'auth.required', 'Authentication required');
  const found = await redeemable(tx, code, userId, today);
  const taken = await repo.takeUse(tx, found.voucher.id, today);
  if (!taken) {
    // Redeemed, disabled or expired since the check: say which.
    await redeemable(tx, code, userId, today);
    throw REFUSALS['vouchers.alreadyRedeemed']();
  }
  const enrolment = await repo.insertEnrolment(tx, {
    userId,
    name: `${found.courseName} ${found.editionName}`.trim(),
    kind: taken.kind,
    productCode: taken.productCode,
    isActive: true,
    isActiveHousing: taken.kind === 'housing',
  });
  const redemption = await repo.insertRedemption(tx, {
    voucherId: taken.id,
    userId,
    enrolmentId: enrolment.id,
  });
  if (!redemption) throw REFUSALS['vouchers.alreadyRedeemed']();
  if (!person.categories.some((c) => AREA_CATEGORIES.includes(c as Category)))
    await repo.setCategories(tx, userId, [...person.categories, 'Candidato']);
  return { voucher: offerOf(found), enrolmentId: enrolment.id };
}

/** spostaOppty: the signed-in person redeems the code; the enrolment becomes theirs. */
export function redeemVoucher(db: Db, userId: string, code: string): Promise<RedeemVoucherResponse> {
  const today = schoolToday();
  return db.transaction((tx) => redeemIn(tx, userId, code, today));
}

/**
 * setCandidatoVoucher: a visitor's registration. The form is checked on the reference lists, the
 * voucher before anything is hashed or written; then, in one transaction, the account is created
 * (the one way accounts are made, `createAccount`: username taken is refused there) as Candidato
 * with the registration's fields, and the voucher is redeemed for it, so a voucher taken meanwhile
 * leaves no account behind. The route then signs the person in.
 */
export async function registerWithVoucher(
  deps: VouchersDeps,
  body: Omit<RegisterVoucherBody, 'code' | 'language'> & { code: string; language: 'it' | 'en' },
): Promise<{ user: UserRow; redemption: RedeemVoucherResponse }> {
  const { code, language, ...fields } = body;
  const data = referenceData();
  const today = schoolToday();
  const parsed = voucherRegistrationSchema({
    today,
    countries: data.countryKeys,
    provinces: data.provinceValues,
  }).safeParse(fields);
  if (!parsed.success)
    throw new AppError(400, 'request.invalid', 'The registration is not valid', zodFields(parsed.error));
  const v = parsed.data;
  await redeemable(deps.db, code, null, today);
  const passwordHash = await hashNewPassword(v.password, 'password', [v.email]);
  const result = await deps.db
    .transaction(async (tx) => {
      const user = await createAccount(tx, deps.mailer, {
        username: v.email,
        passwordHash,
        email: v.email,
        firstName: v.firstName,
        lastName: v.lastName,
        sex: v.sex,
        mobilePhone: v.mobilePhone,
        birthDate: v.birthDate,
        birthCity: v.birthCity,
        birthProvince: v.birthProvince,
        birthCountry: v.birthCountry,
        street: v.street,
        city: v.city,
        postalCode: v.postalCode,
        province: v.province,
        country: v.country,
        taxCode: v.taxCode,
        qualification: v.occupation,
        privacyAccepted: v.privacy,
        marketingConsent: v.marketing,
        language,
        applicantStatus: 'Candidato',
        categories: ['Candidato'],
      });
      return { user, redemption: await redeemIn(tx, user.id, code, today) };
    })
    .catch((error: unknown) => {
      // The username is the e-mail: the form names the field it typed.
      if (error instanceof AppError && error.code === 'auth.usernameTaken')
        throw new AppError(409, 'auth.usernameTaken', error.message, { email: 'auth.usernameTaken' });
      throw error;
    });
  void deps.mailer.flush();
  return result;
}

// ---------------------------------------------------------------------------------------------
// Codes

/** New codes from the cryptographic source, distinct among themselves. */
export function newCodes(count: number): string[] {
  const codes = new Set<string>();
  while (codes.size < count) codes.add(generateVoucherCode((n) => randomBytes(n)));
  return [...codes];
}

export const newBatchId = () => randomUUID();
