import { createPublicKey } from 'node:crypto';
import { isSecretariatStaff } from '@school/domain/access/rules';
import type { AccessSubject } from '@school/domain/access/subject';
import {
  CLOTHING_ITEMS,
  type ClothingItem,
  type ClothingOffer,
  canConfirmClothing,
  canEditClothing,
  clothingFormState,
  clothingSelectionProblems,
  sortSizes,
} from '@school/domain/candidate/clothing';
import type { GetOverviewResponse } from '@school/domain/candidate/contracts/get-overview';
import type { GetVisaResponse } from '@school/domain/candidate/contracts/get-visa';
import type { ListApplicationsResponse } from '@school/domain/candidate/contracts/list-applications';
import type { ListDocumentsResponse } from '@school/domain/candidate/contracts/list-documents';
import type { ListPaymentsResponse } from '@school/domain/candidate/contracts/list-payments';
import type {
  GetClothingResponse,
  UpdateClothingBody,
} from '@school/domain/candidate/contracts/update-clothing';
import {
  embassyAppointmentBodySchema,
  flightBodySchema,
  type UpdateVisaResponse,
  visaOutcomeBodySchema,
} from '@school/domain/candidate/contracts/update-visa';
import type {
  UploadDocumentRequestBody,
  UploadDocumentResponse,
} from '@school/domain/candidate/contracts/upload-document';
import {
  CANDIDATE_DOCUMENT_FILE_TYPES,
  canUpload,
  uploadEncryptionProblem,
} from '@school/domain/candidate/documents';
import { parseEncryptionEnvelope } from '@school/domain/candidate/encryption-envelope';
import { sortInstalments } from '@school/domain/candidate/payments';
import { statusBar } from '@school/domain/candidate/status-bar';
import { candidateTabs } from '@school/domain/candidate/tabs';
import { type VisaPhase, visaSaveProblem, visaStatusAfterSave } from '@school/domain/candidate/visa';
import { schoolClock } from '@school/domain/shared/clock';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { ApplicationRow, UserRow, VisaRow, visas } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { checkUpload, ENCRYPTED_CONTENT_TYPE, storeUpload, uploadError } from '../../lib/uploads.ts';
import { zodFields } from '../../lib/zod-fields.ts';
import type { FileStorage, StoredFile } from '../../platform/storage/storage.ts';
import {
  SIZE_COLUMNS,
  sizesOf,
  toCandidateApplication,
  toCandidateDocument,
  toInstalment,
  toVisa,
} from './candidate.mappers.ts';
import {
  findCurrentApplication,
  findDocument,
  findVisa,
  listApplications,
  listDocuments,
  listInstalments,
  listOfferedSizes,
  lockApplication,
  lockDocument,
  lockVisa,
  updateApplication,
  updateDocument,
  updateVisa,
  uploadedDocumentValues,
} from './candidate.repository.ts';

/** What the use cases need from the app. */
export interface CandidateDeps {
  db: Db;
  storage: FileStorage;
  log: FastifyBaseLogger;
}

const noApplication = () => new AppError(404, 'request.notFound', 'No application');

async function currentApplicationOrFail(db: Db, user: UserRow): Promise<ApplicationRow> {
  const application = await findCurrentApplication(db, user.id);
  if (!application) throw noApplication();
  return application;
}

// ---------------------------------------------------------------------------------------------
// Overview and history

export async function getOverview(db: Db, user: UserRow): Promise<GetOverviewResponse> {
  const application = await findCurrentApplication(db, user.id);
  if (!application) return { application: null, statusBar: [], tabs: ['application'] };
  const [documentRows, instalmentRows, visa] = await Promise.all([
    listDocuments(db, application.id),
    listInstalments(db, application.id),
    application.visaEnabled ? findVisa(db, application.id) : Promise.resolve(null),
  ]);
  return {
    application: toCandidateApplication(application),
    statusBar: statusBar({
      generalStatus: application.generalStatus,
      editionStatus: application.editionStatus,
      enrolmentStatus: application.enrolmentStatus,
      completionStatus: application.completionStatus,
      paymentsUpToDate: application.paymentsUpToDate,
      documents: documentRows.map((d) => ({ status: d.status })),
      payments: instalmentRows.map((i) => ({ paymentDate: i.paymentDate })),
    }),
    tabs: candidateTabs({ visaEnabled: application.visaEnabled && visa !== null }),
  };
}

export async function getApplicationHistory(db: Db, user: UserRow): Promise<ListApplicationsResponse> {
  const rows = await listApplications(db, user.id);
  return {
    items: rows.map((row) => ({
      id: row.id,
      courseName: row.courseName,
      courseCode: row.courseCode,
      editionName: row.editionName,
      createdAt: row.createdAt.toISOString(),
      status: row.applicationStatus,
      stageName: row.stageName,
      isActive: row.isActive,
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// Documents

export async function getDocuments(db: Db, user: UserRow): Promise<ListDocumentsResponse> {
  const application = await findCurrentApplication(db, user.id);
  if (!application) return { items: [] };
  return { items: (await listDocuments(db, application.id)).map(toCandidateDocument) };
}

/** The length in bytes of what RSA-OAEP with this public key produces (its modulus), or undefined. */
function wrappedKeyBytes(publicKeyPem: string | null): number | undefined {
  if (!publicKeyPem) return undefined;
  try {
    const bits = createPublicKey(publicKeyPem).asymmetricKeyDetails?.modulusLength;
    return bits ? bits / 8 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Stores a file for a requested document of the caller: the document must be theirs (else 404)
 * and "Richiesto" (else 409); the payload must be valid base64, not empty, within the limit, of an
 * allowed type by name and content, or — for a document to encrypt — a well-formed envelope made
 * with the document's key. The file is stored (`storeUpload`, outside the transaction), then the
 * document, locked and checked again, becomes "In attesa di validazione"; on any failure nothing
 * stays stored, and the file of an earlier refused upload is removed.
 */
export async function uploadDocument(
  deps: CandidateDeps,
  user: UserRow,
  documentId: string,
  body: UploadDocumentRequestBody,
): Promise<UploadDocumentResponse> {
  const document = await findDocument(deps.db, documentId, user.id);
  if (!document) throw notFound();
  if (!canUpload(document))
    throw new AppError(409, 'candidate.documentNotUploadable', 'The document is not requested');
  const encryptionProblem = uploadEncryptionProblem(document, body.encrypted);
  if (encryptionProblem) throw uploadError(400, encryptionProblem, 'encrypted', 'Wrong encryption');
  // An encrypted file cannot be read here: the browser checked its content before encrypting.
  const file = checkUpload(body, CANDIDATE_DOCUMENT_FILE_TYPES, (bytes) =>
    Boolean(parseEncryptionEnvelope(bytes, wrappedKeyBytes(document.publicKeyPem))),
  );
  const updated = await storeUpload(deps, file, async (tx, stored) => {
    const locked = await lockDocument(tx, document.id);
    // Re-checked under the lock: of two uploads at once, one is recorded.
    if (!locked || !canUpload(locked))
      throw new AppError(409, 'candidate.documentNotUploadable', 'The document is not requested');
    const saved = await updateDocument(tx, document.id, uploadedDocumentValues(stored));
    return { saved, replacedKey: locked.storageKey };
  });
  return {
    document: toCandidateDocument({
      ...updated,
      publicKeyPem: document.publicKeyPem,
      userId: document.userId,
    }),
  };
}

export interface DocumentDownload {
  file: StoredFile;
  fileName: string;
  contentType: string;
}

/**
 * A stored file for its owner, or for the secretariat's staff (any document). 404 when the
 * document is someone else's, does not exist or has no file.
 */
export async function openDocumentFile(
  deps: Pick<CandidateDeps, 'db' | 'storage'>,
  user: Pick<UserRow, 'id'>,
  subject: AccessSubject,
  documentId: string,
): Promise<DocumentDownload> {
  const staff = isSecretariatStaff(subject);
  const document = await findDocument(deps.db, documentId, staff ? undefined : user.id);
  if (!document?.storageKey) throw notFound();
  const file = await deps.storage.get(document.storageKey);
  if (!file) throw notFound();
  const name = document.fileName ?? 'document';
  return {
    file,
    fileName: document.encrypted ? `${name}.enc` : name,
    contentType: document.encrypted
      ? ENCRYPTED_CONTENT_TYPE
      : (document.contentType ?? ENCRYPTED_CONTENT_TYPE),
  };
}

// ---------------------------------------------------------------------------------------------
// Payments

export async function getPayments(db: Db, user: UserRow): Promise<ListPaymentsResponse> {
  const application = await findCurrentApplication(db, user.id);
  if (!application) return { items: [] };
  return { items: sortInstalments((await listInstalments(db, application.id)).map(toInstalment)) };
}

// ---------------------------------------------------------------------------------------------
// Clothing

type FullOffer = Record<ClothingItem, string[]>;

async function offerFor(db: Db, application: ApplicationRow, user: UserRow): Promise<FullOffer> {
  const rows = await listOfferedSizes(db, application.courseCode, user.sex);
  const offer = Object.fromEntries(CLOTHING_ITEMS.map((item) => [item, [] as string[]])) as FullOffer;
  for (const { item, size } of rows) {
    const trimmed = size.trim();
    if (trimmed !== '' && !offer[item].includes(trimmed)) offer[item].push(trimmed);
  }
  for (const item of CLOTHING_ITEMS) offer[item] = sortSizes(offer[item]);
  return offer;
}

const clothingFlags = (a: ApplicationRow) => ({
  visible: a.clothingVisible,
  compiled: a.clothingCompiled,
  sent: a.clothingSent,
});
const clothingEditable = (a: ApplicationRow) => canEditClothing(clothingFlags(a));

export async function getClothing(db: Db, user: UserRow): Promise<GetClothingResponse> {
  const application = await currentApplicationOrFail(db, user);
  return {
    isEditable: clothingEditable(application),
    formState: clothingFormState(clothingFlags(application)),
    offer: await offerFor(db, application, user),
    sizes: sizesOf(application),
  };
}

/**
 * Confirms the sizes: only while `canEditClothing`, with every offered item chosen among its
 * offered sizes (`canConfirmClothing`). Saves them, marks the form compiled and sent with the date.
 */
export async function updateClothing(
  db: Db,
  user: UserRow,
  body: UpdateClothingBody,
): Promise<GetClothingResponse> {
  const current = await currentApplicationOrFail(db, user);
  const offer = await offerFor(db, current, user);
  const updated = await db.transaction(async (tx) => {
    const application = await lockApplication(tx, current.id);
    if (!application) throw noApplication();
    if (!clothingEditable(application))
      throw new AppError(409, 'candidate.clothingNotEditable', 'The sizes cannot be changed');
    const problems = clothingSelectionProblems(body, offer as ClothingOffer);
    const codes = Object.values(problems);
    if (codes.length > 0 || !canConfirmClothing(body, offer as ClothingOffer)) {
      const code = codes.includes('candidate.clothingSizeNotOffered')
        ? 'candidate.clothingSizeNotOffered'
        : 'candidate.clothingIncomplete';
      throw new AppError(400, code, 'Choose one offered size per item', problems);
    }
    const values: Partial<Record<(typeof SIZE_COLUMNS)[ClothingItem], string | null>> = {};
    for (const item of CLOTHING_ITEMS) {
      const chosen = body[item]?.trim();
      values[SIZE_COLUMNS[item]] = offer[item].find((size) => size === chosen) ?? null;
    }
    return updateApplication(tx, application.id, {
      ...values,
      clothingCompiled: true,
      clothingSent: true,
      clothingCompiledAt: new Date(),
    });
  });
  return {
    isEditable: clothingEditable(updated),
    formState: clothingFormState(clothingFlags(updated)),
    offer,
    sizes: sizesOf(updated),
  };
}

// ---------------------------------------------------------------------------------------------
// Visa

export async function getVisa(db: Db, user: UserRow): Promise<GetVisaResponse> {
  const application = await findCurrentApplication(db, user.id);
  if (!application?.visaEnabled) return { visa: null };
  const row = await findVisa(db, application.id);
  return { visa: row ? toVisa(row) : null };
}

const visaNotEnabled = () => new AppError(409, 'candidate.visaNotEnabled', 'The visa is not enabled');

/**
 * Saves one phase of the visa tab: `visaSaveProblem` first (phase reached, not locked, outcome
 * once), then the schema of that phase for today on the school's clock ("min today").
 */
async function saveVisaPhase<T>(
  db: Db,
  user: UserRow,
  phase: Exclude<VisaPhase, 4>,
  schemaFor: (today: string) => z.ZodType<T>,
  body: unknown,
  values: (parsed: T, visa: VisaRow) => Partial<typeof visas.$inferInsert>,
): Promise<UpdateVisaResponse> {
  const application = await findCurrentApplication(db, user.id);
  if (!application?.visaEnabled) throw visaNotEnabled();
  const clock = schoolClock(new Date());
  return db.transaction(async (tx) => {
    const row = await lockVisa(tx, application.id);
    if (!row) throw visaNotEnabled();
    const problem = visaSaveProblem(toVisa(row), phase, clock);
    if (problem) throw new AppError(409, problem, 'This phase cannot be saved now');
    const parsed = schemaFor(clock.today).safeParse(body);
    if (!parsed.success)
      throw new AppError(400, 'request.invalid', 'The request is not valid', zodFields(parsed.error));
    const updated = await updateVisa(tx, row.id, {
      ...values(parsed.data, row),
      status: visaStatusAfterSave(
        phase,
        row.status,
        (parsed.data as { outcome?: 'granted' | 'refused' }).outcome,
      ),
    });
    return { visa: toVisa(updated) };
  });
}

/** Phase 1: "Saving phase 1 sets Stato__c to 'Attesa visto ambasciata'". */
export function saveEmbassyAppointment(db: Db, user: UserRow, body: unknown) {
  return saveVisaPhase(db, user, 1, embassyAppointmentBodySchema, body, (b) => ({
    embassyAppointmentDate: b.appointmentDate,
    embassyName: b.embassyName,
    embassyAddress: b.embassyAddress,
    acceptance: b.acceptance,
  }));
}

/** Phase 2: flight information. */
export function saveFlight(db: Db, user: UserRow, body: unknown) {
  return saveVisaPhase(db, user, 2, flightBodySchema, body, (b) => ({
    flightArrival: b.arrival,
    arrivalAirport: b.airport,
    flightTicket: b.ticket,
  }));
}

/** Phase 3: the outcome, locked once saved. */
export function saveVisaOutcome(db: Db, user: UserRow, body: unknown) {
  return saveVisaPhase(db, user, 3, visaOutcomeBodySchema, body, (b) =>
    b.outcome === 'granted'
      ? {
          visaStartDate: b.startDate,
          visaExpiryDate: b.expiryDate,
          refusalReason: null,
          outcomeSavedAt: new Date(),
        }
      : { refusalReason: b.reason, outcomeSavedAt: new Date() },
  );
}
