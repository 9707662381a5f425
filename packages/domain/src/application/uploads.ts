import {
  fileTypeFromName,
  UPLOAD_PROBLEM_ERROR,
  type UploadFileType,
  uploadProblem,
  uploadTypeProblem,
} from '../candidate/documents.ts';

/**
 * The application's files (specification 001, sections 3, 5 and 9): "Upload types: CV, Motivational
 * Letter, Certificato Lingua, and the identity document type." "CV required, max 4.5 MB;
 * motivational letter required only in non-Italian locales, max 4.5 MB; accepted extensions pdf,
 * docx, doc. ... PDF is recommended for CV; PDF or JPEG for identity document." The size and type
 * checks are the candidate area's (candidate/documents.ts), with the stricter 4.5 MB limit.
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
  const extensions: Record<UploadFileType, readonly string[]> = {
    pdf: ['.pdf'],
    png: ['.png'],
    jpeg: ['.jpg', '.jpeg'],
    docx: ['.docx'],
    doc: ['.doc'],
  };
  return APPLICATION_FILE_TYPES[kind].flatMap((type) => extensions[type]).join(',');
}

export type ApplicationFileProblem =
  | 'upload.fileEmpty'
  | 'upload.tooLarge'
  | 'upload.tooLargeEncoded'
  | 'upload.typeNotAllowed'
  | 'upload.contentMismatch';

/**
 * Why a chosen or received file cannot be used, or null. An empty file first (FileVuoto), then the
 * type (by name, and by content when `firstBytes` are known), then the size (DimensioniEccessive:
 * "Oversize shows the size in MB and the DimensioniEccessive alert", see `formatFileSizeMb`).
 */
export function applicationFileProblem(
  kind: ApplicationFileKind,
  file: { name: string; size: number; base64Length?: number; firstBytes?: Uint8Array },
): ApplicationFileProblem | null {
  const sizeProblem = uploadProblem({ size: file.size, base64Length: file.base64Length });
  if (sizeProblem === 'FileVuoto') return UPLOAD_PROBLEM_ERROR.FileVuoto;
  const allowed = APPLICATION_FILE_TYPES[kind];
  if (file.firstBytes) {
    const typeProblem = uploadTypeProblem(file.name, file.firstBytes, allowed);
    if (typeProblem) return typeProblem;
  } else {
    const claimed = fileTypeFromName(file.name);
    if (claimed === null || !allowed.includes(claimed)) return 'upload.typeNotAllowed';
  }
  return sizeProblem === null ? null : UPLOAD_PROBLEM_ERROR[sizeProblem];
}
