import type { BillingKind } from '@school/domain/billing/billing';
import { isCrmValue } from '@school/domain/candidate/crm-value';
import { DOCUMENT_STATUS } from '@school/domain/candidate/documents';
import { sortInstalments } from '@school/domain/candidate/payments';
import { isVisaPhaseSaved, visaOutcome } from '@school/domain/candidate/visa';
import type { ListStaffAuditQuery, ListStaffAuditResponse } from '@school/domain/staff/contracts/audit';
import type { SetBillingEditingBody, SetClothingEditingBody } from '@school/domain/staff/contracts/editing';
import type { GetStaffApplicationResponse } from '@school/domain/staff/contracts/get-application';
import type { AddInstalmentBody, RecordPaymentBody } from '@school/domain/staff/contracts/instalments';
import type {
  ListCandidatesQuery,
  ListCandidatesResponse,
} from '@school/domain/staff/contracts/list-candidates';
import type { RequestDocumentBody } from '@school/domain/staff/contracts/request-document';
import type { ApproveDocumentBody, RejectDocumentBody } from '@school/domain/staff/contracts/review-document';
import type { UpdateApplicationStatusBody } from '@school/domain/staff/contracts/update-application-status';
import type {
  EnableVisaBody,
  SetVisaAppointmentsBody,
  StaffVisaResponse,
} from '@school/domain/staff/contracts/visa';
import type { Db } from '../../db/client.ts';
import { pageAnswer } from '../../db/list-page.ts';
import {
  type ApplicationRow,
  applications,
  type BillingRecordRow,
  billingRecords,
  documents,
  instalments,
  type UserRow,
  visas,
} from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import {
  findBillingRecord,
  findHousingEnrolment,
  insertBillingRecord,
  lockBillingRecord,
  updateBillingRecord,
} from '../billing/billing.repository.ts';
import { toBillingState } from '../billing/billing.service.ts';
import {
  toStaffApplication,
  toStaffDocument,
  toStaffInstalment,
  toStaffVisa,
  toVisa,
} from '../candidate/candidate.mappers.ts';
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
import type { Notifier } from '../notifications/notify.ts';
import {
  findApplicationWithUser,
  findCurrentEncryptionKey,
  findUser,
  insertDocument,
  insertInstalment,
  insertVisa,
  listCandidateApplications,
  listStaffAudit,
  lockInstalment,
  updateInstalment,
} from './staff.repository.ts';
import { auditStaffChange, changeOnVersion, checkVersion, rowVersion } from './staff-changes.ts';
import { tellDocumentChange } from './staff-documents.mails.ts';

/**
 * The secretariat's actions on candidate records (the candidate area's "Staff side"). Every body is checked
 * by its contract in packages/domain/src/staff/contracts before it reaches these functions. Every
 * change is made by a staff member (`by`, their user id), on the version of the record they read,
 * and written to the audit log in its transaction (`staff-changes.ts`).
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
  return pageAnswer(query, await listCandidateApplications(db, query), (r) => ({
    candidate: toCandidate(r.user),
    application: toStaffApplication(r.application),
  }));
}

/** GET /api/staff/audit and the history of one record: changed fields, newest first. */
export async function listAudit(db: Db, query: ListStaffAuditQuery): Promise<ListStaffAuditResponse> {
  return pageAnswer(query, await listStaffAudit(db, query), ({ entry, user }) => ({
    id: entry.id,
    changedAt: entry.changedAt.toISOString(),
    changedBy: user,
    table: entry.recordTable,
    recordId: entry.recordId,
    field: entry.field,
    before: entry.before,
    after: entry.after,
  }));
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
    instalments: sortInstalments(instalmentRows.map(toStaffInstalment)),
    visa: visa ? toStaffVisa(visa) : null,
  };
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Locks the application for a change (404 when it does not exist, 409 `staff.staleRecord` when it
 * is not the version read), runs it, and audits the application's changed fields.
 */
async function changeApplication<T>(
  db: Db,
  by: string,
  id: string,
  version: string,
  change: (tx: Tx, application: ApplicationRow) => Promise<T>,
): Promise<{ result: T; application: ApplicationRow }> {
  let result!: T;
  const application = await changeOnVersion(
    db,
    { by, table: applications, lock: (tx) => lockApplication(tx, id), seen: version },
    async (tx, before) => {
      result = await change(tx, before);
      const after = await lockApplication(tx, id);
      if (!after) throw new Error('application vanished');
      return after;
    },
  );
  return { result, application };
}

/** Locks the application a record of it is added to or changed in, 404 when it does not exist. */
async function withApplication<T>(
  db: Db,
  id: string,
  change: (tx: Tx, application: ApplicationRow) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const application = await lockApplication(tx, id);
    if (!application) throw notFound();
    return change(tx, application);
  });
}

export async function updateApplicationStatus(
  db: Db,
  by: string,
  id: string,
  { version, ...body }: UpdateApplicationStatusBody,
) {
  const { application } = await changeApplication(db, by, id, version, async (tx) => {
    const values = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
    await updateApplication(tx, id, values);
  });
  return { application: toStaffApplication(application) };
}

// ---------------------------------------------------------------------------------------------
// Documents

async function staffDocument(db: Db, id: string) {
  const document = await findDocument(db, id);
  if (!document) throw notFound();
  return toStaffDocument(document);
}

/** Locks a document, checks the version read and whether `allowed`, writes `values` and audits them. */
async function reviewDocument(
  db: Db,
  by: string,
  id: string,
  version: string,
  allowed: (status: string) => boolean,
  refusal: string,
  values: Partial<typeof documents.$inferInsert>,
  tell?: { notifier: Notifier; reason: string },
) {
  await changeOnVersion(
    db,
    { by, table: documents, lock: (tx) => lockDocument(tx, id), seen: version },
    async (tx, before) => {
      if (!allowed(before.status)) throw conflict(refusal);
      // The decision's time: the insights' upload→decision delay of the file decided.
      const after = await updateDocument(tx, id, { ...values, decidedAt: new Date() });
      if (tell) {
        await tellDocumentChange(tx, tell.notifier, before.applicationId, {
          kind: 'refused',
          name: before.name,
          type: before.type,
          reason: tell.reason,
        });
      }
      return after;
    },
  );
  if (tell) void tell.notifier.mailer.flush();
  return { document: await staffDocument(db, id) };
}

/** A document "In attesa di validazione" becomes "Validato". */
export async function approveDocument(db: Db, by: string, id: string, { version }: ApproveDocumentBody) {
  return reviewDocument(
    db,
    by,
    id,
    version,
    (status) => isCrmValue(status, DOCUMENT_STATUS.awaitingValidation),
    'Only a document awaiting validation can be approved',
    { status: DOCUMENT_STATUS.validated, refusalReason: '' },
  );
}

/**
 * Decision 0009: "A refused document goes back to Richiesto with the refusal reason filled in, so
 * the candidate sees why and can upload again." From awaiting validation or validated.
 */
export async function rejectDocument(
  db: Db,
  notifier: Notifier,
  by: string,
  id: string,
  body: RejectDocumentBody,
) {
  return reviewDocument(
    db,
    by,
    id,
    body.version,
    (status) =>
      isCrmValue(status, DOCUMENT_STATUS.awaitingValidation) || isCrmValue(status, DOCUMENT_STATUS.validated),
    'Only an uploaded document can be rejected',
    { status: DOCUMENT_STATUS.requested, refusalReason: body.reason },
    { notifier, reason: body.reason },
  );
}

/**
 * A new requested document; one to encrypt gets the school's current public key. The candidate is
 * told by mail (outbox, same transaction).
 */
export async function requestDocument(
  db: Db,
  notifier: Notifier,
  by: string,
  applicationId: string,
  body: RequestDocumentBody,
) {
  const created = await withApplication(db, applicationId, async (tx) => {
    let encryptionKeyId: string | null = null;
    if (body.mustEncrypt) {
      const key = await findCurrentEncryptionKey(tx);
      if (!key) throw new AppError(409, 'staff.noEncryptionKey', 'No public key to encrypt documents with');
      encryptionKeyId = key.id;
    }
    const document = await insertDocument(tx, {
      applicationId,
      type: body.type,
      name: body.name,
      dueDate: body.dueDate,
      note: body.note,
      mustEncrypt: body.mustEncrypt,
      encryptionKeyId,
      status: DOCUMENT_STATUS.requested,
    });
    await auditStaffChange(tx, { by, table: documents, before: null, after: document });
    await tellDocumentChange(tx, notifier, applicationId, {
      kind: 'requested',
      name: body.name,
      type: body.type,
      dueDate: body.dueDate,
    });
    return document;
  });
  void notifier.mailer.flush();
  return { document: await staffDocument(db, created.id) };
}

// ---------------------------------------------------------------------------------------------
// Instalments

export async function addInstalment(db: Db, by: string, applicationId: string, body: AddInstalmentBody) {
  const row = await withApplication(db, applicationId, async (tx) => {
    const instalment = await insertInstalment(tx, {
      applicationId,
      ...body,
      isPaid: false,
      paymentDate: null,
    });
    await auditStaffChange(tx, { by, table: instalments, before: null, after: instalment });
    return instalment;
  });
  return { instalment: toStaffInstalment(row) };
}

export async function recordPayment(db: Db, by: string, id: string, { version, ...body }: RecordPaymentBody) {
  const row = await changeOnVersion(
    db,
    { by, table: instalments, lock: (tx) => lockInstalment(tx, id), seen: version },
    async (tx) => {
      const after = await updateInstalment(tx, id, { paymentDate: body.paymentDate, isPaid: body.isPaid });
      if (!after) throw notFound();
      return after;
    },
  );
  return { instalment: toStaffInstalment(row) };
}

// ---------------------------------------------------------------------------------------------
// Visa

/**
 * Enables the visa tab with a record type (creating the record), or disables it. The record type
 * changes only while the candidate has saved nothing: the phases already saved depend on it.
 * The version is the application's (the visa tab is its flag).
 */
export async function enableVisa(
  db: Db,
  by: string,
  applicationId: string,
  body: EnableVisaBody,
): Promise<StaffVisaResponse> {
  const { result: visa, application } = await changeApplication(
    db,
    by,
    applicationId,
    body.version,
    async (tx) => {
      if (!body.enabled) {
        await updateApplication(tx, applicationId, { visaEnabled: false });
        return findVisa(tx, applicationId);
      }
      const before = await lockVisa(tx, applicationId);
      let visa = before ?? (await insertVisa(tx, { applicationId, recordType: body.recordType }));
      if (!visa) throw new Error('visa not created');
      if (visa.recordType !== body.recordType) {
        if (isVisaPhaseSaved(toVisa(visa), 1))
          throw conflict('The record type cannot change once phase 1 is saved');
        visa = await updateVisa(tx, visa.id, { recordType: body.recordType });
      }
      await auditStaffChange(tx, { by, table: visas, before, after: visa });
      await updateApplication(tx, applicationId, { visaEnabled: true });
      return visa;
    },
  );
  return {
    visaEnabled: application.visaEnabled,
    visa: visa ? toStaffVisa(visa) : null,
    applicationVersion: rowVersion(applications, application),
  };
}

/** Phase 4 of a Visto D: the appointments at the school, at the post office and for the photos. */
export async function setVisaAppointments(
  db: Db,
  by: string,
  applicationId: string,
  { version, ...dates }: SetVisaAppointmentsBody,
): Promise<StaffVisaResponse> {
  return withApplication(db, applicationId, async (tx, application) => {
    const before = await lockVisa(tx, applicationId);
    if (!before || !application.visaEnabled) throw new AppError(409, 'candidate.visaNotEnabled', 'No visa');
    checkVersion(visas, before, version);
    if (before.recordType !== 'Visto D') throw conflict('Phase 4 is only for a Visto D');
    if (visaOutcome(toVisa(before)) !== 'granted') throw conflict('Phase 4 follows a granted visa');
    const after = await updateVisa(tx, before.id, dates);
    await auditStaffChange(tx, { by, table: visas, before, after });
    return {
      visaEnabled: true,
      visa: toStaffVisa(after),
      applicationVersion: rowVersion(applications, application),
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Editing of the candidate's forms

export async function setClothingEditing(
  db: Db,
  by: string,
  applicationId: string,
  body: SetClothingEditingBody,
) {
  const { application } = await changeApplication(db, by, applicationId, body.version, (tx) =>
    updateApplication(
      tx,
      applicationId,
      body.open
        ? { clothingVisible: true, clothingCompiled: false, clothingSent: false }
        : { clothingVisible: false },
    ),
  );
  return { application: toStaffApplication(application) };
}

/** A person's billing form of one kind as staff see it, with the version a change sends back. */
export async function getBillingEditing(db: Db, userId: string, kind: BillingKind) {
  const user = await findUser(db, userId);
  if (!user) throw notFound();
  const record = await findBillingRecord(db, userId, kind);
  return toStaffBillingState(kind, record);
}

function toStaffBillingState(kind: BillingKind, record: BillingRecordRow | null) {
  return {
    kind,
    state: toBillingState(record),
    version: record ? rowVersion(billingRecords, record) : null,
  };
}

/**
 * Opens a billing form (one record requesting data, compiled and sent reset; the record is created
 * when missing — the housing one only for a person with a housing contract) or closes it. The
 * version is the record's as read (null: there was none).
 */
export async function setBillingEditing(
  db: Db,
  by: string,
  userId: string,
  kind: BillingKind,
  body: SetBillingEditingBody,
) {
  const user = await findUser(db, userId);
  if (!user) throw notFound();
  const row = await db.transaction(async (tx) => {
    const before = await lockBillingRecord(tx, userId, kind);
    checkVersion(billingRecords, before, body.version);
    let record = before;
    if (!record) {
      if (!body.open) return null;
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
    const after = await updateBillingRecord(
      tx,
      record.id,
      body.open
        ? { requestingCount: Math.max(1, record.requestingCount), compiled: false, sent: false }
        : { requestingCount: 0 },
    );
    await auditStaffChange(tx, { by, table: billingRecords, before, after });
    return after;
  });
  return toStaffBillingState(kind, row);
}
