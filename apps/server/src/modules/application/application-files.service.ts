import type {
  UploadApplicationFileBody,
  UploadApplicationFileResponse,
} from '@school/domain/application/contracts/upload-file';
import { isFeeSkippable } from '@school/domain/application/fee';
import { DOCUMENT_TYPE_VALUES, documentKindOf } from '@school/domain/application/issuing-body';
import { APPLICATION_FILE_DOCUMENT_NAMES } from '@school/domain/application/record';
import { type ApplicationStep, reachedStep, STEP } from '@school/domain/application/steps';
import {
  APPLICATION_FILE_TYPES,
  APPLICATION_UPLOAD_TYPES,
  type ApplicationFileKind,
} from '@school/domain/application/uploads';
import { DOCUMENT_STATUS } from '@school/domain/candidate/documents';
import type { ApplicationRow, CourseEditionRow, UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { checkUpload, storeUpload } from '../../lib/uploads.ts';
import { uploadedDocumentValues } from '../candidate/candidate.repository.ts';
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

/**
 * Refuses an upload the account cannot make now: another product than the account's (409
 * application.productMismatch) or a step that does not show the file yet (409
 * application.stepOutOfOrder). Checked before the file is stored, and again under the lock.
 */
function checkFileAllowed(
  user: UserRow,
  record: ApplicationRow | null,
  edition: CourseEditionRow,
  kind: ApplicationFileKind,
) {
  if (user.productCode !== edition.productCode)
    throw refuse('application.productMismatch', 'The account applies to another product');
  const stored = reachedStep(user.applicationStep, {
    feeSkippable: isFeeSkippable(feeFacts(user, record, edition)),
  });
  if (stored < FILE_STEP[kind])
    throw refuse('application.stepOutOfOrder', 'The step of this file is not reached');
}

/**
 * Stores a file of the application: the caller's current product, a step that shows the file
 * (409 otherwise), the checks of every upload for the kind's types (`checkUpload`: empty, type by
 * name and content, 4.5 MB). The file is stored first (`storeUpload`), then, under the account's
 * lock and checked again, its document (candidate area: "In attesa di validazione") is written; a
 * previous file of the same kind is replaced (and removed from the storage) unless the secretariat
 * validated it.
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
  checkFileAllowed(user, await repo.findApplicationRecord(deps.db, user.id, productCode), edition, kind);
  const file = checkUpload(body, APPLICATION_FILE_TYPES[kind]);
  const saved = await storeUpload(deps, file, async (tx, stored) => {
    const locked = await repo.lockUser(tx, user.id);
    if (!locked) throw new AppError(401, 'auth.required', 'Sign in to continue');
    checkFileAllowed(locked, await repo.findApplicationRecord(tx, locked.id, productCode), edition, kind);
    const record = await repo.ensureApplicationRecord(tx, recordValues(locked.id, edition));
    const current = await repo.lockApplicationFile(tx, record.id, kind);
    if (current?.status === DOCUMENT_STATUS.validated)
      throw new AppError(409, 'candidate.documentNotUploadable', 'The file was already validated');
    const values = uploadedDocumentValues(stored);
    if (current)
      return { saved: await repo.updateDocument(tx, current.id, values), replacedKey: current.storageKey };
    const kindOfDocument = documentKindOf(locked.documentType);
    const inserted = await repo.insertDocument(tx, {
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
    return { saved: inserted, replacedKey: null };
  });
  const uploaded = toApplicationFile(saved);
  if (!uploaded) throw new Error('uploaded file without its data');
  return { file: uploaded };
}
