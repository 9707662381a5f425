import {
  acceptAttribute,
  type UploadFileType,
  type UploadRefusal,
  uploadRefusal,
} from '../shared/uploads.ts';

/**
 * The application's files (specification 001, sections 3, 5 and 9): "Upload types: CV, Motivational
 * Letter, Certificato Lingua, and the identity document type." "CV required, max 4.5 MB;
 * motivational letter required only in non-Italian locales, max 4.5 MB; accepted extensions pdf,
 * docx, doc. ... PDF is recommended for CV; PDF or JPEG for identity document." The size and type
 * checks are those of every upload (shared/uploads.ts), with the stricter 4.5 MB limit.
 */
export const APPLICATION_FILE_KINDS = [
  'cv',
  'motivationalLetter',
  'englishCertificate',
  'identityDocument',
] as const;
export type ApplicationFileKind = (typeof APPLICATION_FILE_KINDS)[number];

/** The upload type (tipo) of each file; the identity document's is its document type (Tipo_Documento__c). */
export const APPLICATION_UPLOAD_TYPES = {
  cv: 'CV',
  motivationalLetter: 'Motivational Letter',
  englishCertificate: 'Certificato Lingua',
} as const;

/** "accepted extensions pdf, docx, doc" */
const DOCUMENT_FILE_TYPES: readonly UploadFileType[] = ['pdf', 'docx', 'doc'];

/**
 * The file types of each kind. Reading R-jpeg: "PDF or JPEG for identity document" is recommended,
 * so the identity document also accepts JPEG (and PNG, a phone screenshot of the same photo) on top
 * of "pdf, docx, doc"; the other files accept exactly pdf, docx and doc.
 */
export const APPLICATION_FILE_TYPES: Record<ApplicationFileKind, readonly UploadFileType[]> = {
  cv: DOCUMENT_FILE_TYPES,
  motivationalLetter: DOCUMENT_FILE_TYPES,
  englishCertificate: DOCUMENT_FILE_TYPES,
  identityDocument: ['pdf', 'jpeg', 'png', 'docx', 'doc'],
};

/** The `accept` attribute of a file input: ".pdf,.docx,.doc". */
export function acceptedExtensions(kind: ApplicationFileKind): string {
  return acceptAttribute(APPLICATION_FILE_TYPES[kind]);
}

/** Why a chosen or received file of `kind` cannot be used, or null (see `uploadRefusal`). */
export function applicationFileProblem(
  kind: ApplicationFileKind,
  file: { name: string; size: number; base64Length?: number; firstBytes?: Uint8Array },
): UploadRefusal | null {
  return uploadRefusal(file, APPLICATION_FILE_TYPES[kind]);
}
