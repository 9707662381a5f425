import { UPLOAD_ENCRYPTION_OVERHEAD_BYTES, UPLOAD_MAX_BASE64_LENGTH, UPLOAD_MAX_BYTES } from './limits.ts';
import type { Locale } from './locale.ts';

/**
 * The rules of every upload of the portal (specification 000, sections 5 and 8; 001, section 9),
 * in the browser before sending and on the server on receipt: a file is refused when it is empty
 * (FileVuoto), of a type its feature does not allow (by name, and by content: the magic numbers
 * must agree with the name), or over the limit (DimensioniEccessive, DimensioniEccessiveBuffer for
 * the encoded payload). `uploadRefusal` applies them in that order; a feature only names its
 * allowed types (`CANDIDATE_DOCUMENT_FILE_TYPES`, `APPLICATION_FILE_TYPES`, …).
 */

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
export const UPLOAD_FILE_TYPES = ['pdf', 'png', 'jpeg', 'webp', 'docx', 'doc'] as const;
export type UploadFileType = (typeof UPLOAD_FILE_TYPES)[number];

/** The file name extensions of each type (lower case, without the dot). */
export const UPLOAD_FILE_EXTENSIONS = {
  pdf: ['pdf'],
  png: ['png'],
  jpeg: ['jpg', 'jpeg'],
  webp: ['webp'],
  docx: ['docx'],
  doc: ['doc'],
} as const satisfies Record<UploadFileType, readonly string[]>;

/** How many leading bytes `detectFileType` needs to look at (a WebP's "WEBP" ends at byte 12). */
export const UPLOAD_SNIFF_BYTES = 12;

/** A signature's bytes; null where any byte may stand (the RIFF container's size). */
const SIGNATURES: readonly { type: UploadFileType; bytes: readonly (number | null)[] }[] = [
  { type: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  // "RIFF", the container's size (4 bytes, any), "WEBP": a RIFF file of another kind (WAV, AVI) is not one.
  { type: 'webp', bytes: [0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50] },
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
    if (signature.bytes.every((byte, i) => (byte === null ? i < firstBytes.length : firstBytes[i] === byte)))
      return signature.type;
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
 * "The file type is checked by content, not only by name": the extension must be one of the
 * allowed types AND, when the first bytes are given, the content must be of that same type. A
 * renamed executable ("MZ" header) or a PDF renamed .docx is refused.
 */
export function uploadTypeProblem(
  fileName: string,
  firstBytes: Uint8Array | undefined,
  allowed: readonly UploadFileType[],
): 'upload.typeNotAllowed' | 'upload.contentMismatch' | null {
  const claimed = fileTypeFromName(fileName);
  if (claimed === null || !allowed.includes(claimed)) return 'upload.typeNotAllowed';
  if (firstBytes === undefined) return null;
  return detectFileType(firstBytes) === claimed ? null : 'upload.contentMismatch';
}

/** How a stored file is served, by the type its content showed. */
export const UPLOAD_CONTENT_TYPES: Record<UploadFileType, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
};

/** The `accept` attribute of a file input for these types: ".pdf,.docx,.doc". */
export function acceptAttribute(allowed: readonly UploadFileType[]): string {
  return allowed
    .flatMap((type) => UPLOAD_FILE_EXTENSIONS[type].map((extension) => `.${extension}`))
    .join(',');
}

/** The API error code of a refused file (each has a text in the `errors` catalogue). */
export type UploadRefusal =
  | (typeof UPLOAD_PROBLEM_ERROR)[UploadProblem]
  | 'upload.typeNotAllowed'
  | 'upload.contentMismatch';

/** The specification's name of a refusal it names (FileVuoto, DimensioniEccessive…), else null. */
export function uploadProblemName(code: string): UploadProblem | null {
  const names = Object.keys(UPLOAD_PROBLEM_ERROR) as UploadProblem[];
  return names.find((name) => UPLOAD_PROBLEM_ERROR[name] === code) ?? null;
}

/**
 * Why a chosen or received file cannot be stored, or null: empty first (FileVuoto), then the type
 * (the name must claim an allowed type; the content, when `firstBytes` are known, must be that
 * same type), then the size (DimensioniEccessive; DimensioniEccessiveBuffer when `base64Length`,
 * the encoded payload's length, is known and over). An `encrypted` payload cannot be read: its
 * name is checked, its content was checked in the browser before encrypting, and its envelope is
 * allowed on top of the limit.
 */
export function uploadRefusal(
  file: { name: string; size: number; base64Length?: number; firstBytes?: Uint8Array; encrypted?: boolean },
  allowed: readonly UploadFileType[],
): UploadRefusal | null {
  const sizeProblem = uploadProblem({
    size: file.size,
    base64Length: file.base64Length,
    encrypted: file.encrypted,
  });
  if (sizeProblem === 'FileVuoto') return UPLOAD_PROBLEM_ERROR.FileVuoto;
  const typeProblem = uploadTypeProblem(file.name, file.encrypted ? undefined : file.firstBytes, allowed);
  if (typeProblem) return typeProblem;
  return sizeProblem === null ? null : UPLOAD_PROBLEM_ERROR[sizeProblem];
}
