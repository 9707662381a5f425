import type { ErrorCode } from '@school/domain/shared/errors';
import {
  detectFileType,
  UPLOAD_CONTENT_TYPES,
  UPLOAD_SNIFF_BYTES,
  type UploadFileType,
  uploadRefusal,
} from '@school/domain/shared/uploads';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../db/client.ts';
import { type FileStorage, newStorageKey } from '../platform/storage/storage.ts';
import { AppError } from './app-error.ts';

/*
 * The one upload path of the server (docs/uploads.md):
 *
 *   const file = checkUpload(body, ALLOWED_TYPES);          // 400/413 before anything is written
 *   return storeUpload(deps, file, async (tx, stored) => {  // the bytes are already in storage
 *     const row = await lockTheRecord(tx);                  // lock late, re-check, write
 *     if (!stillAllowed(row)) throw new AppError(409, …);   // the new file is deleted
 *     await write(tx, { ...stored });
 *     return { saved: row, replacedKey: row.storageKey };   // deleted after the commit
 *   });
 */

/** The JSON body of every upload route: the file as base64 ("Sent as base64"). */
export interface UploadBody {
  fileName: string;
  contentBase64: string;
  /** An encryption envelope made in the browser (the candidate area's documents to encrypt). */
  encrypted?: boolean;
}

/** A received file that passed the checks, ready to store. */
export interface CheckedUpload {
  bytes: Buffer;
  fileName: string;
  contentType: string;
  encrypted: boolean;
}

/** What the record of a stored file keeps (the columns of `documents`, and of any later file table). */
export interface StoredUpload {
  storageKey: string;
  fileName: string;
  contentType: string;
  size: number;
  encrypted: boolean;
}

/** An encrypted payload is stored as it came: only the school's private key opens it. */
export const ENCRYPTED_CONTENT_TYPE = 'application/octet-stream';

/** An upload refusal naming the field at fault. */
export function uploadError(status: number, code: ErrorCode, field: string, message: string) {
  return new AppError(status, code, message, { [field]: code });
}

/**
 * The bytes of a base64 payload. Node's decoder skips what it cannot read, so only a canonical
 * encoding is accepted (`upload.invalidEncoding` otherwise).
 */
function decodeBase64Upload(contentBase64: string): Buffer {
  const bytes = Buffer.from(contentBase64, 'base64');
  if (bytes.toString('base64') !== contentBase64)
    throw uploadError(400, 'upload.invalidEncoding', 'contentBase64', 'The content is not base64');
  return bytes;
}

/**
 * Decodes and checks an upload body against the types its feature allows (`uploadRefusal`: empty
 * 400, type by name 400 on `fileName`, content 400, over the limit 413). An encrypted payload is
 * checked by name and must pass `isEnvelope` (400 `upload.invalidEnvelope`). Nothing is written.
 */
export function checkUpload(
  body: UploadBody,
  allowed: readonly UploadFileType[],
  isEnvelope?: (bytes: Uint8Array) => boolean,
): CheckedUpload {
  const encrypted = body.encrypted ?? false;
  const bytes = decodeBase64Upload(body.contentBase64);
  const head = bytes.subarray(0, UPLOAD_SNIFF_BYTES);
  const refusal = uploadRefusal(
    {
      name: body.fileName,
      size: bytes.length,
      base64Length: body.contentBase64.length,
      firstBytes: head,
      encrypted,
    },
    allowed,
  );
  if (refusal) {
    const tooLarge = refusal === 'upload.tooLarge' || refusal === 'upload.tooLargeEncoded';
    const field = refusal === 'upload.typeNotAllowed' ? 'fileName' : 'contentBase64';
    throw uploadError(tooLarge ? 413 : 400, refusal, field, 'File refused');
  }
  if (encrypted && !isEnvelope?.(bytes))
    throw uploadError(400, 'upload.invalidEnvelope', 'contentBase64', 'Not a valid encryption envelope');
  const contentType = encrypted
    ? ENCRYPTED_CONTENT_TYPE
    : UPLOAD_CONTENT_TYPES[detectFileType(head) as UploadFileType];
  return { bytes, fileName: body.fileName, contentType, encrypted };
}

export interface UploadDeps {
  db: Db;
  storage: FileStorage;
  log: FastifyBaseLogger;
}

/** What the record step returns: its result, and the storage key of the file it replaced. */
export interface RecordedUpload<T> {
  saved: T;
  replacedKey: string | null;
}

/**
 * Stores a checked file, then records it (the locking discipline of docs/architecture.md):
 *
 * 1. the bytes go to storage under a new random key, outside any transaction: a slow store holds
 *    no lock and, on PGlite's single connection, stalls no other request;
 * 2. `record` runs in a short transaction: it locks what the upload changes, re-checks that the
 *    upload is still allowed (throwing otherwise) and writes `stored` into the record;
 * 3. after the commit, the file it replaced is deleted; when the transaction refuses, the new file
 *    is deleted instead, so no file stays stored without a record.
 *
 * Deleting is best effort: a failure is logged, the answer stands.
 */
export async function storeUpload<T>(
  deps: UploadDeps,
  file: CheckedUpload,
  record: (tx: DbOrTx, stored: StoredUpload) => Promise<RecordedUpload<T>>,
): Promise<T> {
  const stored: StoredUpload = {
    storageKey: newStorageKey('documents'),
    fileName: file.fileName,
    contentType: file.contentType,
    size: file.bytes.length,
    encrypted: file.encrypted,
  };
  let recorded: RecordedUpload<T>;
  try {
    await deps.storage.put(stored.storageKey, file.bytes, file.contentType);
    recorded = await deps.db.transaction((tx) => record(tx, stored));
  } catch (err) {
    await removeFile(deps, stored.storageKey, 'could not remove an unrecorded file');
    throw err;
  }
  if (recorded.replacedKey && recorded.replacedKey !== stored.storageKey)
    await removeFile(deps, recorded.replacedKey, 'could not remove a replaced file');
  return recorded.saved;
}

async function removeFile(deps: UploadDeps, key: string, message: string) {
  await deps.storage.delete(key).catch((err: unknown) => deps.log.error({ err, key }, message));
}
