import type {
  UploadApplicationFileBody,
  UploadApplicationFileResponse,
} from '@school/domain/application/contracts/upload-file';
import { isFeeSkippable } from '@school/domain/application/fee';
import { DOCUMENT_TYPE_VALUES, documentKindOf } from '@school/domain/application/issuing-body';
import { APPLICATION_FILE_DOCUMENT_NAMES } from '@school/domain/application/record';
import { type ApplicationStep, reachedStep, STEP } from '@school/domain/application/steps';
import {
  APPLICATION_UPLOAD_TYPES,
  type ApplicationFileKind,
  applicationFileProblem,
} from '@school/domain/application/uploads';
import {
  DOCUMENT_STATUS,
  detectFileType,
  UPLOAD_SNIFF_BYTES,
  type UploadFileType,
} from '@school/domain/candidate/documents';
import type { DocumentRow, UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { CONTENT_TYPES, decodeBase64Upload, uploadError } from '../../lib/uploads.ts';
import { newStorageKey } from '../../platform/storage/storage.ts';
import { toApplicationFile } from './application.mappers.ts';
import * as repo from './application.repository.ts';
import {
  type ApplicationDeps,
  assertOpen,
  editionOf,
  feeFacts,
  recordValues,
  refuse,
} from './application.shared.ts';

// The application's files (CV, motivational letter, English certificate, identity document).

// ---------------------------------------------------------------------------------------------
// Files

/** The step from which each file can be uploaded (the step that names it). */
const FILE_STEP: Record<ApplicationFileKind, ApplicationStep> = {
  englishCertificate: STEP.studies,
  cv: STEP.documents,
  motivationalLetter: STEP.documents,
  identityDocument: STEP.identityDocument,
};

const FILE_PROBLEM_STATUS: Record<string, number> = { 'upload.tooLarge': 413, 'upload.tooLargeEncoded': 413 };

/**
 * Stores a file of the application: the caller's current product, a step that shows the file
 * (409 otherwise), the checks of `applicationFileProblem` (empty, type by name and content, 4.5
 * MB). The file goes to the storage under a random key and its document (candidate area: "In
 * attesa di validazione") is written in one transaction; a previous file of the same kind is
 * replaced unless the secretariat validated it.
 */
export async function uploadFile(
  deps: ApplicationDeps,
  user: UserRow,
  productCode: string,
  kind: ApplicationFileKind,
  body: UploadApplicationFileBody,
): Promise<UploadApplicationFileResponse> {
  const edition = await editionOf(deps.db, productCode);
  assertOpen(edition);
  const bytes = decodeBase64Upload(body.contentBase64);
  const head = bytes.subarray(0, UPLOAD_SNIFF_BYTES);
  const problem = applicationFileProblem(kind, {
    name: body.fileName,
    size: bytes.length,
    base64Length: body.contentBase64.length,
    firstBytes: head,
  });
  if (problem) {
    const field = problem === 'upload.typeNotAllowed' ? 'fileName' : 'contentBase64';
    throw uploadError(FILE_PROBLEM_STATUS[problem] ?? 400, problem, field, 'File refused');
  }
  const contentType = CONTENT_TYPES[detectFileType(head) as UploadFileType];

  const key = newStorageKey('documents');
  let previousKey: string | null = null;
  let saved: DocumentRow;
  try {
    saved = await deps.db.transaction(async (tx) => {
      const locked = await repo.lockUser(tx, user.id);
      if (!locked) throw new AppError(401, 'auth.required', 'Sign in to continue');
      if (locked.productCode !== productCode)
        throw refuse('application.productMismatch', 'The account applies to another product');
      const lockedRecord = await repo.findApplicationRecord(tx, locked.id, productCode);
      const stored = reachedStep(locked.applicationStep, {
        feeSkippable: isFeeSkippable(feeFacts(locked, lockedRecord)),
      });
      if (stored < FILE_STEP[kind])
        throw refuse('application.stepOutOfOrder', 'The step of this file is not reached');
      const record = await repo.ensureApplicationRecord(tx, recordValues(locked.id, edition));
      const current = await repo.lockApplicationFile(tx, record.id, kind);
      if (current?.status === DOCUMENT_STATUS.validated)
        throw new AppError(409, 'candidate.documentNotUploadable', 'The file was already validated');
      previousKey = current?.storageKey ?? null;
      await deps.storage.put(key, bytes, contentType);
      const values = {
        status: DOCUMENT_STATUS.awaitingValidation,
        uploadedAt: new Date(),
        refusalReason: '',
        storageKey: key,
        fileName: body.fileName,
        contentType,
        size: bytes.length,
        encrypted: false,
      };
      if (current) return repo.updateDocument(tx, current.id, values);
      const kindOfDocument = documentKindOf(locked.documentType);
      return repo.insertDocument(tx, {
        ...values,
        applicationId: record.id,
        applicationFile: kind,
        name: APPLICATION_FILE_DOCUMENT_NAMES[kind],
        type:
          kind === 'identityDocument'
            ? kindOfDocument
              ? DOCUMENT_TYPE_VALUES[kindOfDocument]
              : APPLICATION_FILE_DOCUMENT_NAMES.identityDocument
            : APPLICATION_UPLOAD_TYPES[kind],
      });
    });
  } catch (err) {
    await deps.storage
      .delete(key)
      .catch((e: unknown) => deps.log.error({ err: e, key }, 'could not remove a file'));
    throw err;
  }
  if (previousKey && previousKey !== key) {
    const old: string = previousKey;
    await deps.storage
      .delete(old)
      .catch((e: unknown) => deps.log.error({ err: e, key: old }, 'could not remove a replaced file'));
  }
  const file = toApplicationFile(saved);
  if (!file) throw new Error('uploaded file without its data');
  return { file };
}
