import {
  UPLOAD_ENCRYPTION_OVERHEAD_BYTES,
  UPLOAD_MAX_BASE64_LENGTH,
  UPLOAD_MAX_BYTES,
} from '../shared/limits.ts';
import type { Locale } from '../shared/locale.ts';
import { isCrmValue } from './crm-value.ts';

/**
 * Document states (Stato__c). The specification quotes "Richiesto" and "In attesa di validazione";
 * "Validato" and "Rifiutato" are our names for the states staff set after checking a file.
 * A rejection with a reason puts the document back to Richiesto with Causale_Rifiuto__c filled
 * (so the candidate can upload again: "upload button (only for documents with Stato Richiesto)");
 * Rifiutato is kept for records imported from the CRM that carry it.
 */
export const DOCUMENT_STATUS = {
  requested: 'Richiesto',
  awaitingValidation: 'In attesa di validazione',
  validated: 'Validato',
  refused: 'Rifiutato',
} as const;
export const DOCUMENT_STATUSES = [
  DOCUMENT_STATUS.requested,
  DOCUMENT_STATUS.awaitingValidation,
  DOCUMENT_STATUS.validated,
  DOCUMENT_STATUS.refused,
] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** The CRM value as one of our statuses (case-insensitive), or null when it is none of them. */
export function parseDocumentStatus(value: string | null | undefined): DocumentStatus | null {
  return DOCUMENT_STATUSES.find((status) => isCrmValue(value, status)) ?? null;
}

/**
 * "Tipo_Documento__c (prefix before an underscore dropped for display)": "IT_Passaporto" is shown
 * as "Passaporto". Only the part before the first underscore is dropped ("A_B_C" → "B_C"); a type
 * without an underscore, or with nothing after it, is shown whole.
 */
export function documentTypeLabel(type: string | null | undefined): string {
  const value = (type ?? '').trim();
  const underscore = value.indexOf('_');
  if (underscore < 0) return value;
  const rest = value.slice(underscore + 1).trim();
  return rest === '' ? value : rest;
}

/** "Document table with upload button (only for documents with Stato Richiesto)." */
export function canUpload(document: { status: string | null | undefined }): boolean {
  return isCrmValue(document.status, DOCUMENT_STATUS.requested);
}

/** The spec's upload error names (section 8: "Upload errors FileVuoto, DimensioniEccessive, DimensioniEccessiveBuffer"). */
export type UploadProblem = 'FileVuoto' | 'DimensioniEccessive' | 'DimensioniEccessiveBuffer';

/** The API error code of each upload problem. */
export const UPLOAD_PROBLEM_ERROR = {
  FileVuoto: 'upload.fileEmpty',
  DimensioniEccessive: 'upload.tooLarge',
  DimensioniEccessiveBuffer: 'upload.tooLargeEncoded',
} as const satisfies Record<UploadProblem, string>;

/**
 * "Upload: file not empty (FileVuoto); not over the limit (DimensioniEccessive;
 * DimensioniEccessiveBuffer if encoded size exceeds)." The limit is the stricter reading,
 * UPLOAD_MAX_BYTES (4,718,592 bytes).
 *
 * `size` is the byte length being checked: the chosen file in the browser, the decoded payload on
 * the server. `base64Length`, when known, is the length of the encoded payload; it may not exceed
 * UPLOAD_MAX_BASE64_LENGTH. `encrypted` (server side, for an encrypted payload) allows the
 * envelope's UPLOAD_ENCRYPTION_OVERHEAD_BYTES on top of the limit, since the plain size is unknown
 * there. A size that is not a positive number counts as empty.
 */
export function uploadProblem(input: {
  size: number;
  base64Length?: number;
  encrypted?: boolean;
}): UploadProblem | null {
  const { size, base64Length, encrypted = false } = input;
  if (!(size > 0) || base64Length === 0) return 'FileVuoto';
  const limit = UPLOAD_MAX_BYTES + (encrypted ? UPLOAD_ENCRYPTION_OVERHEAD_BYTES : 0);
  if (size > limit) return 'DimensioniEccessive';
  if (base64Length !== undefined && base64Length > UPLOAD_MAX_BASE64_LENGTH)
    return 'DimensioniEccessiveBuffer';
  return null;
}

/** The byte length a base64 text decodes to (standard alphabet, with or without padding). */
export function base64DecodedSize(base64: string): number {
  const length = base64.length;
  if (length === 0) return 0;
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor(((length - padding) * 3) / 4);
}

/** Megabytes as the specification counts them: "File sizes shown in MB (divide by 1e6)". */
export function bytesToMb(bytes: number): number {
  return bytes / 1e6;
}

/**
 * "File sizes shown in MB (divide by 1e6)", with at most two decimals in the reader's number
 * format: 4,718,592 bytes → "4,72 MB" (it) / "4.72 MB" (en). Oversize messages show the size.
 * A file under 0.01 MB would read "0 MB": it is shown with the smallest step instead, "< 0,01 MB".
 */
export function formatFileSizeMb(bytes: number, locale: Locale = 'it'): string {
  const format = new Intl.NumberFormat(locale === 'it' ? 'it-IT' : 'en-GB', {
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  });
  const size = Math.max(0, bytes);
  if (size > 0 && size < SMALLEST_SHOWN_BYTES)
    return `< ${format.format(bytesToMb(SMALLEST_SHOWN_BYTES))} MB`;
  return `${format.format(bytesToMb(size))} MB`;
}

/**
 * The upload limit as the specification writes it, "4.5 MB" ("4,5 MB" in Italian): 4,718,592
 * bytes are 4.5 MB of 1,048,576 bytes. A file it refuses is shown in MB of 1e6 bytes
 * (`formatFileSizeMb`), which is always 4,72 MB or more: the two figures never read the same.
 */
export function formatUploadLimit(bytes: number, locale: Locale = 'it'): string {
  const format = new Intl.NumberFormat(locale === 'it' ? 'it-IT' : 'en-GB', { maximumFractionDigits: 2 });
  return `${format.format(bytes / 1_048_576)} MB`;
}

/** 0.01 MB: the smallest size two decimals show. */
const SMALLEST_SHOWN_BYTES = 10_000;

/** File types recognised by content. */
export const UPLOAD_FILE_TYPES = ['pdf', 'png', 'jpeg', 'docx', 'doc'] as const;
export type UploadFileType = (typeof UPLOAD_FILE_TYPES)[number];

/** Candidate-area documents: PDF, images (identity documents are often photos) and Word files. */
export const CANDIDATE_DOCUMENT_FILE_TYPES: readonly UploadFileType[] = ['pdf', 'jpeg', 'png', 'docx', 'doc'];

/** The file name extensions of each type (lower case, without the dot). */
export const UPLOAD_FILE_EXTENSIONS = {
  pdf: ['pdf'],
  png: ['png'],
  jpeg: ['jpg', 'jpeg'],
  docx: ['docx'],
  doc: ['doc'],
} as const satisfies Record<UploadFileType, readonly string[]>;

/** How many leading bytes `detectFileType` needs to look at. */
export const UPLOAD_SNIFF_BYTES = 8;

const SIGNATURES: readonly { type: UploadFileType; bytes: readonly number[] }[] = [
  { type: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'docx', bytes: [0x50, 0x4b, 0x03, 0x04] }, // PK\x03\x04: a ZIP container
  { type: 'doc', bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] }, // OLE2 compound file
];

/**
 * The file type by its magic number, or null when unknown (an executable's "MZ", a text file...).
 * 'docx' means a ZIP container and 'doc' an OLE2 compound file: both are trusted only together
 * with a matching name, see `uploadTypeProblem`.
 */
export function detectFileType(firstBytes: Uint8Array): UploadFileType | null {
  for (const signature of SIGNATURES) {
    if (signature.bytes.every((byte, i) => firstBytes[i] === byte)) return signature.type;
  }
  return null;
}

/** The lower-case extension of a file name (after the last dot), '' when there is none. */
export function fileExtension(fileName: string): string {
  const name = fileName.trim();
  const dot = name.lastIndexOf('.');
  return dot <= 0 || dot === name.length - 1 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The type a file name claims by its extension, or null. */
export function fileTypeFromName(fileName: string): UploadFileType | null {
  const extension = fileExtension(fileName);
  return (
    UPLOAD_FILE_TYPES.find((type) =>
      (UPLOAD_FILE_EXTENSIONS[type] as readonly string[]).includes(extension),
    ) ?? null
  );
}

/**
 * "The file type is checked by content, not only by name" (the candidate area): the extension must be one of
 * the allowed types AND the content must be of that same type. A renamed executable ("MZ" header)
 * or a PDF renamed .docx is refused.
 */
export function uploadTypeProblem(
  fileName: string,
  firstBytes: Uint8Array,
  allowed: readonly UploadFileType[],
): 'upload.typeNotAllowed' | 'upload.contentMismatch' | null {
  const claimed = fileTypeFromName(fileName);
  if (claimed === null || !allowed.includes(claimed)) return 'upload.typeNotAllowed';
  return detectFileType(firstBytes) === claimed ? null : 'upload.contentMismatch';
}

/** True when name and content agree on an allowed type (see `uploadTypeProblem`). */
export function isAllowedUpload(
  fileName: string,
  firstBytes: Uint8Array,
  allowed: readonly UploadFileType[],
): boolean {
  return uploadTypeProblem(fileName, firstBytes, allowed) === null;
}

/**
 * "Documents can be encrypted with a provider public key (cryptDoc) before upload": a document
 * flagged Documento_Crittato__c must arrive encrypted, any other must not.
 */
export function uploadEncryptionProblem(
  document: { mustEncrypt: boolean },
  encrypted: boolean,
): 'upload.encryptionRequired' | 'upload.encryptionNotExpected' | null {
  if (document.mustEncrypt && !encrypted) return 'upload.encryptionRequired';
  if (!document.mustEncrypt && encrypted) return 'upload.encryptionNotExpected';
  return null;
}
