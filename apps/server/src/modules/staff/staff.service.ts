import type { BillingKind } from '@school/domain/billing/billing';
import { isCrmValue } from '@school/domain/candidate/crm-value';
import { DOCUMENT_STATUS } from '@school/domain/candidate/documents';
import { sortInstalments } from '@school/domain/candidate/payments';
import { isVisaPhaseSaved, visaOutcome } from '@school/domain/candidate/visa';
import type { GetStaffApplicationResponse } from '@school/domain/staff/contracts/get-application';
import type { AddInstalmentBody, RecordPaymentBody } from '@school/domain/staff/contracts/instalments';
import type {
  ListEditionApplicationsQuery,
  ListEditionApplicationsResponse,
} from '@school/domain/staff/contracts/list-applications';
import type {
  ListCandidatesQuery,
  ListCandidatesResponse,
} from '@school/domain/staff/contracts/list-candidates';
import type { RequestDocumentBody } from '@school/domain/staff/contracts/request-document';
import type { RejectDocumentBody } from '@school/domain/staff/contracts/review-document';
import type { UpdateApplicationStatusBody } from '@school/domain/staff/contracts/update-application-status';
import type {
  EnableVisaBody,
  SetVisaAppointmentsBody,
  StaffVisaResponse,
} from '@school/domain/staff/contracts/visa';
import type { Db } from '../../db/client.ts';
import type { ApplicationRow, UserRow } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import {
  findHousingEnrolment,
  insertBillingRecord,
  lockBillingRecord,
  updateBillingRecord,
} from '../billing/billing.repository.ts';
import { toBillingState } from '../billing/billing.service.ts';
import { toInstalment, toStaffApplication, toStaffDocument, toVisa } from '../candidate/candidate.mappers.ts';
import {
  findDocument,
  findVisa,
  listDocuments,
  listInstalments,
  lockApplication,
  lockDocument,
  lockVisa,
  updateApplication,
  updateDocument,
  updateVisa,
} from '../candidate/candidate.repository.ts';
import {
  findApplicationWithUser,
  findCurrentEncryptionKey,
  findUser,
  insertDocument,
  insertInstalment,
  insertVisa,
  listCandidateApplications,
  listEditionApplications,
  updateInstalment,
} from './staff.repository.ts';

/**
 * The secretariat's actions on candidate records (the candidate area's "Staff side"). Every body is checked
 * by its contract in packages/domain/src/staff/contracts before it reaches these functions.
 */

const conflict = (message: string) => new AppError(409, 'staff.invalidTransition', message);

function toCandidate(user: UserRow) {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    sex: user.sex,
  };
}

export async function listCandidates(db: Db, query: ListCandidatesQuery): Promise<ListCandidatesResponse> {
  const { rows, total } = await listCandidateApplications(db, query);
  return {
    items: rows.map((r) => ({
      candidate: toCandidate(r.user),
      application: toStaffApplication(r.application),
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** GET /api/staff/applications: the applications of an edition with filters (status, step, dates). */
export async function listApplicationsOfEdition(
  db: Db,
  query: ListEditionApplicationsQuery,
): Promise<ListEditionApplicationsResponse> {
  const { rows, total } = await listEditionApplications(db, query);
  return {
    items: rows.map(({ application, user, step }) => ({
      id: application.id,
      candidate: {
        id: user.id,
        username: user.username,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
      },
      productCode: application.productCode ?? application.courseCode,
      applicationStatus: application.applicationStatus,
      stageName: application.stageName,
      step: step === null || step === undefined ? null : Number(step),
      feePaidAt: application.feePaidAt?.toISOString() ?? null,
      submittedAt: application.submittedAt?.toISOString() ?? null,
      enrolmentId: application.enrolmentId,
      createdAt: application.createdAt.toISOString(),
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function getStaffApplication(db: Db, id: string): Promise<GetStaffApplicationResponse> {
  const row = await findApplicationWithUser(db, id);
  if (!row) throw notFound();
  const [documentRows, instalmentRows, visa] = await Promise.all([
    listDocuments(db, id),
    listInstalments(db, id),
    findVisa(db, id),
  ]);
  return {
    candidate: toCandidate(row.user),
    application: toStaffApplication(row.application),
    documents: documentRows.map(toStaffDocument),
    instalments: sortInstalments(instalmentRows.map(toInstalment)),
    visa: visa ? toVisa(visa) : null,
  };
}

/** Locks the application for a change, 404 when it does not exist. */
async function withApplication<T>(
  db: Db,
  id: string,
  change: (tx: Parameters<Parameters<Db['transaction']>[0]>[0], application: ApplicationRow) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const application = await lockApplication(tx, id);
    if (!application) throw notFound();
    return change(tx, application);
  });
}

export async function updateApplicationStatus(db: Db, id: string, body: UpdateApplicationStatusBody) {
  const updated = await withApplication(db, id, (tx) => {
    const values = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
    return updateApplication(tx, id, values);
  });
  return { application: toStaffApplication(updated) };
}

// ---------------------------------------------------------------------------------------------
// Documents

async function staffDocument(db: Db, id: string) {
  const document = await findDocument(db, id);
  if (!document) throw notFound();
  return toStaffDocument(document);
}

/** A document "In attesa di validazione" becomes "Validato". */
export async function approveDocument(db: Db, id: string) {
  await db.transaction(async (tx) => {
    const document = await lockDocument(tx, id);
    if (!document) throw notFound();
    if (!isCrmValue(document.status, DOCUMENT_STATUS.awaitingValidation))
      throw conflict('Only a document awaiting validation can be approved');
    await updateDocument(tx, id, { status: DOCUMENT_STATUS.validated, refusalReason: '' });
  });
  return { document: await staffDocument(db, id) };
}

/**
 * Decision 0009: "A refused document goes back to Richiesto with the refusal reason filled in, so
 * the candidate sees why and can upload again." From awaiting validation or validated.
 */
export async function rejectDocument(db: Db, id: string, body: RejectDocumentBody) {
  await db.transaction(async (tx) => {
    const document = await lockDocument(tx, id);
    if (!document) throw notFound();
    const reviewable =
      isCrmValue(document.status, DOCUMENT_STATUS.awaitingValidation) ||
      isCrmValue(document.status, DOCUMENT_STATUS.validated);
    if (!reviewable) throw conflict('Only an uploaded document can be rejected');
    await updateDocument(tx, id, { status: DOCUMENT_STATUS.requested, refusalReason: body.reason });
  });
  return { document: await staffDocument(db, id) };
}

/** A new requested document; one to encrypt gets the school's current public key. */
export async function requestDocument(db: Db, applicationId: string, body: RequestDocumentBody) {
  const created = await withApplication(db, applicationId, async (tx) => {
    let encryptionKeyId: string | null = null;
    if (body.mustEncrypt) {
      const key = await findCurrentEncryptionKey(tx);
      if (!key) throw new AppError(409, 'staff.noEncryptionKey', 'No public key to encrypt documents with');
      encryptionKeyId = key.id;
    }
    return insertDocument(tx, {
      applicationId,
      type: body.type,
      name: body.name,
      dueDate: body.dueDate,
      note: body.note,
      mustEncrypt: body.mustEncrypt,
      encryptionKeyId,
      status: DOCUMENT_STATUS.requested,
    });
  });
  return { document: await staffDocument(db, created.id) };
}

// ---------------------------------------------------------------------------------------------
// Instalments

export async function addInstalment(db: Db, applicationId: string, body: AddInstalmentBody) {
  const row = await withApplication(db, applicationId, (tx) =>
    insertInstalment(tx, { applicationId, ...body, isPaid: false, paymentDate: null }),
  );
  return { instalment: toInstalment(row) };
}

export async function recordPayment(db: Db, id: string, body: RecordPaymentBody) {
  const row = await updateInstalment(db, id, { paymentDate: body.paymentDate, isPaid: body.isPaid });
  if (!row) throw notFound();
  return { instalment: toInstalment(row) };
}

// ---------------------------------------------------------------------------------------------
// Visa

/**
 * Enables the visa tab with a record type (creating the record), or disables it. The record type
 * changes only while the candidate has saved nothing: the phases already saved depend on it.
 */
export async function enableVisa(
  db: Db,
  applicationId: string,
  body: EnableVisaBody,
): Promise<StaffVisaResponse> {
  return withApplication(db, applicationId, async (tx) => {
    if (!body.enabled) {
      const application = await updateApplication(tx, applicationId, { visaEnabled: false });
      const visa = await findVisa(tx, applicationId);
      return { visaEnabled: application.visaEnabled, visa: visa ? toVisa(visa) : null };
    }
    let visa =
      (await lockVisa(tx, applicationId)) ??
      (await insertVisa(tx, { applicationId, recordType: body.recordType }));
    if (!visa) throw new Error('visa not created');
    if (visa.recordType !== body.recordType) {
      if (isVisaPhaseSaved(toVisa(visa), 1))
        throw conflict('The record type cannot change once phase 1 is saved');
      visa = await updateVisa(tx, visa.id, { recordType: body.recordType });
    }
    const application = await updateApplication(tx, applicationId, { visaEnabled: true });
    return { visaEnabled: application.visaEnabled, visa: toVisa(visa) };
  });
}

/** Phase 4 of a Visto D: the appointments at the school, at the post office and for the photos. */
export async function setVisaAppointments(
  db: Db,
  applicationId: string,
  body: SetVisaAppointmentsBody,
): Promise<StaffVisaResponse> {
  return withApplication(db, applicationId, async (tx, application) => {
    const visa = await lockVisa(tx, applicationId);
    if (!visa || !application.visaEnabled) throw new AppError(409, 'candidate.visaNotEnabled', 'No visa');
    if (visa.recordType !== 'Visto D') throw conflict('Phase 4 is only for a Visto D');
    if (visaOutcome(toVisa(visa)) !== 'granted') throw conflict('Phase 4 follows a granted visa');
    const updated = await updateVisa(tx, visa.id, body);
    return { visaEnabled: true, visa: toVisa(updated) };
  });
}

// ---------------------------------------------------------------------------------------------
// Editing of the candidate's forms

export async function setClothingEditing(db: Db, applicationId: string, open: boolean) {
  const updated = await withApplication(db, applicationId, (tx) =>
    updateApplication(
      tx,
      applicationId,
      open
        ? { clothingVisible: true, clothingCompiled: false, clothingSent: false }
        : { clothingVisible: false },
    ),
  );
  return { application: toStaffApplication(updated) };
}

/**
 * Opens a billing form (one record requesting data, compiled and sent reset; the record is created
 * when missing — the housing one only for a person with a housing contract) or closes it.
 */
export async function setBillingEditing(db: Db, userId: string, kind: BillingKind, open: boolean) {
  const user = await findUser(db, userId);
  if (!user) throw notFound();
  const row = await db.transaction(async (tx) => {
    let record = await lockBillingRecord(tx, userId, kind);
    if (!record) {
      if (!open) return null;
      let enrolmentId: string | null = null;
      if (kind === 'housing') {
        const housing = await findHousingEnrolment(tx, userId);
        if (!housing) throw new AppError(409, 'billing.noHousingBilling', 'No housing contract');
        enrolmentId = housing.id;
      }
      await insertBillingRecord(tx, { userId, kind, enrolmentId });
      record = await lockBillingRecord(tx, userId, kind);
      if (!record) throw new Error('billing record not created');
    }
    return updateBillingRecord(
      tx,
      record.id,
      open
        ? { requestingCount: Math.max(1, record.requestingCount), compiled: false, sent: false }
        : { requestingCount: 0 },
    );
  });
  return { kind, state: toBillingState(row) };
}
