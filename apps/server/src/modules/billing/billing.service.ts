import {
  type BillingForm,
  type BillingKind,
  canConfirmBilling,
  canEditBilling,
  emptyHousingBillingForm,
  type HousingBillingForm,
} from '@school/domain/billing/billing';
import type { ConfirmCourseBillingBody } from '@school/domain/billing/contracts/confirm-course-billing';
import type { ConfirmHousingBillingBody } from '@school/domain/billing/contracts/confirm-housing-billing';
import type { BillingStateDto, GetBillingResponse } from '@school/domain/billing/contracts/get-billing';
import type { SaveCourseBillingBody } from '@school/domain/billing/contracts/save-course-billing';
import type { SaveHousingBillingBody } from '@school/domain/billing/contracts/save-housing-billing';
import type { Db } from '../../db/client.ts';
import type { BillingRecordRow, UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  findBillingRecord,
  findHousingEnrolment,
  lockBillingRecord,
  markCourseBillingCompiled,
  markHousingBillingCompiled,
  updateBillingRecord,
} from './billing.repository.ts';

function toHousingForm(row: BillingRecordRow): HousingBillingForm {
  return {
    type: row.type,
    companyName: row.companyName,
    vatNumber: row.vatNumber,
    taxCode: row.taxCode,
    sdiCode: row.sdiCode,
    certifiedEmail: row.certifiedEmail,
    email: row.email,
    phone: row.phone,
    street: row.street,
    city: row.city,
    province: row.province,
    postalCode: row.postalCode,
    country: row.country,
    firstName: row.firstName,
    lastName: row.lastName,
    sex: row.sex === 'F' || row.sex === 'M' ? row.sex : '',
    birthDate: row.birthDate ?? '',
    birthCity: row.birthCity,
    birthProvince: row.birthProvince,
    birthCountry: row.birthCountry,
    citizenship: row.citizenship,
    legalRepFirstName: row.legalRepFirstName,
    legalRepLastName: row.legalRepLastName,
    legalRepEmail: row.legalRepEmail,
    iban: row.iban,
    ibanHolder: row.ibanHolder,
  };
}

function toCourseForm(row: BillingRecordRow | null): BillingForm {
  const { iban: _iban, ibanHolder: _holder, ...form } = row ? toHousingForm(row) : emptyHousingBillingForm();
  return form;
}

export function toBillingState(row: BillingRecordRow | null): BillingStateDto {
  return {
    requestingCount: row?.requestingCount ?? 0,
    compiled: row?.compiled ?? false,
    sent: row?.sent ?? false,
    compiledAt: row?.compiledAt ? row.compiledAt.toISOString() : null,
  };
}

const stateOf = (row: BillingRecordRow) => ({
  requestingCount: row.requestingCount,
  compiled: row.compiled,
  sent: row.sent,
});

/**
 * "Billing: Courses billing and, when a housing billing record exists, Housing billing." The
 * housing form is shown with a housing record or a housing contract (like the profile's
 * `hasHousingBilling`); without a record nothing is editable.
 */
export async function getBilling(db: Db, user: UserRow): Promise<GetBillingResponse> {
  const [course, housing] = await Promise.all([
    findBillingRecord(db, user.id, 'course'),
    findBillingRecord(db, user.id, 'housing'),
  ]);
  const showsHousing = housing !== null || (await findHousingEnrolment(db, user.id)) !== null;
  return {
    course: { form: toCourseForm(course), state: toBillingState(course) },
    housing: showsHousing
      ? { form: housing ? toHousingForm(housing) : emptyHousingBillingForm(), state: toBillingState(housing) }
      : null,
  };
}

const notEditable = () => new AppError(409, 'billing.notEditable', 'The billing data cannot be changed now');

/** The record to change, locked, and editable (`canEditBilling`), else 409 (404 without a housing record). */
async function lockEditable(
  tx: Parameters<Parameters<Db['transaction']>[0]>[0],
  user: UserRow,
  kind: BillingKind,
) {
  const row = await lockBillingRecord(tx, user.id, kind);
  if (!row) {
    if (kind === 'housing' && (await findHousingEnrolment(tx, user.id)) === null)
      throw new AppError(404, 'billing.noHousingBilling', 'No housing billing');
    throw notEditable();
  }
  if (!canEditBilling(stateOf(row))) throw notEditable();
  return row;
}

/** Database values of a form: the birth date is a date column ('' is none). */
function formValues(form: Partial<HousingBillingForm>) {
  const { birthDate, ...rest } = form;
  return { ...rest, ...(birthDate !== undefined ? { birthDate: birthDate === '' ? null : birthDate } : {}) };
}

/** Save a form in progress ("Profile dirty on any field edit"): only while editable. */
export async function saveBilling(
  db: Db,
  user: UserRow,
  kind: BillingKind,
  body: SaveCourseBillingBody | SaveHousingBillingBody,
): Promise<GetBillingResponse> {
  await db.transaction(async (tx) => {
    const row = await lockEditable(tx, user, kind);
    await updateBillingRecord(tx, row.id, formValues(body));
  });
  return getBilling(db, user);
}

/**
 * Confirm: "Confirm sets the sent flag and locks the form. After saving, the compilation date is
 * set to now and the application or housing record is updated." The fields of other types are
 * stored empty. Success text of the web: "Dati fatturazione aggiornati correttamente!".
 */
export async function confirmBilling(
  db: Db,
  user: UserRow,
  kind: BillingKind,
  body: ConfirmCourseBillingBody | ConfirmHousingBillingBody,
): Promise<GetBillingResponse> {
  await db.transaction(async (tx) => {
    const row = await lockEditable(tx, user, kind);
    const empty = emptyHousingBillingForm();
    const form: HousingBillingForm = {
      ...empty,
      ...(kind === 'course' ? { iban: row.iban, ibanHolder: row.ibanHolder } : {}),
      ...body,
    };
    const confirmable =
      kind === 'course'
        ? canConfirmBilling({ kind, compiled: row.compiled, sent: row.sent, form })
        : canConfirmBilling({ kind, compiled: row.compiled, sent: row.sent, form });
    if (!confirmable) throw new AppError(400, 'billing.incomplete', 'Required billing data missing');
    const now = new Date();
    await updateBillingRecord(tx, row.id, {
      ...formValues(form),
      compiled: true,
      sent: true,
      compiledAt: now,
    });
    if (kind === 'course') await markCourseBillingCompiled(tx, user.id, row.enrolmentId, now);
    else {
      const enrolmentId = row.enrolmentId ?? (await findHousingEnrolment(tx, user.id))?.id;
      if (enrolmentId) await markHousingBillingCompiled(tx, enrolmentId, now);
    }
  });
  return getBilling(db, user);
}
