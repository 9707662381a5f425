import type { CandidateDocument } from '@school/domain/candidate/contracts/list-documents';
import {
  FileNameSchema,
  type UploadDocumentRequestBody,
} from '@school/domain/candidate/contracts/upload-document';
import {
  CANDIDATE_DOCUMENT_FILE_TYPES,
  UPLOAD_SNIFF_BYTES,
  type UploadProblem,
  uploadProblem,
  uploadTypeProblem,
} from '@school/domain/candidate/documents';
import { bytesToBase64 } from '../../../lib/base64';
import { encryptWithPublicKey, InvalidPublicKeyError } from '../../../lib/encrypt-file';

/**
 * What stops a file from being sent, checked in the browser before anything goes out
 * (specification 000, section 5 "Upload"): the spec's size problems (FileVuoto,
 * DimensioniEccessive, DimensioniEccessiveBuffer, with the size in bytes), or an error code of
 * the API (a file type not allowed, content that does not match its name, a bad file name), or a
 * document to encrypt without a usable key.
 */
export type FileCheck =
  | { problem: UploadProblem; size: number }
  | {
      code:
        | 'upload.typeNotAllowed'
        | 'upload.contentMismatch'
        | 'upload.invalidFileName'
        /** The document's public key is missing or unreadable: the file cannot be encrypted. */
        | 'encryptionUnavailable';
    };

/**
 * Checks a chosen file: name, "file not empty (FileVuoto); not over the limit
 * (DimensioniEccessive)", then its type by content (magic numbers) and name. Encrypted files are
 * checked here, before encryption: the server cannot look inside them. Null when it can be sent.
 */
export async function checkFile(file: File): Promise<FileCheck | null> {
  if (!FileNameSchema.safeParse(file.name).success) return { code: 'upload.invalidFileName' };
  const sizeProblem = uploadProblem({ size: file.size });
  if (sizeProblem) return { problem: sizeProblem, size: file.size };
  const head = new Uint8Array(await file.slice(0, UPLOAD_SNIFF_BYTES).arrayBuffer());
  const typeProblem = uploadTypeProblem(file.name, head, CANDIDATE_DOCUMENT_FILE_TYPES);
  return typeProblem ? { code: typeProblem } : null;
}

export type PreparedUpload = { body: UploadDocumentRequestBody } | { check: FileCheck };

/**
 * The upload body of a checked file: its bytes, encrypted with the document's public key when the
 * document asks for it (Documento_Crittato__c), as base64. "DimensioniEccessiveBuffer if encoded
 * size exceeds" is checked on what would be sent.
 */
export async function prepareUpload(
  file: File,
  document: Pick<CandidateDocument, 'mustEncrypt' | 'publicKey'>,
): Promise<PreparedUpload> {
  const plain = new Uint8Array(await file.arrayBuffer());
  let payload = plain;
  if (document.mustEncrypt) {
    if (!document.publicKey) return { check: { code: 'encryptionUnavailable' } };
    try {
      payload = await encryptWithPublicKey(plain, document.publicKey);
    } catch (error) {
      if (error instanceof InvalidPublicKeyError) return { check: { code: 'encryptionUnavailable' } };
      throw error;
    }
  }
  const contentBase64 = bytesToBase64(payload);
  const problem = uploadProblem({
    size: payload.length,
    base64Length: contentBase64.length,
    encrypted: document.mustEncrypt,
  });
  if (problem) {
    // The encoded problem is about the text that would be sent: its length is the size shown.
    const size = problem === 'DimensioniEccessiveBuffer' ? contentBase64.length : payload.length;
    return { check: { problem, size } };
  }
  return { body: { fileName: file.name.trim(), contentBase64, encrypted: document.mustEncrypt } };
}
