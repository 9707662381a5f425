import type { UploadFileType } from '../shared/uploads.ts';
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

/**
 * Types the CRM's Italian and English picklists spell differently for one and the same document
 * (the interface shows them under one name): their comparable label, then the one they count as.
 */
const SAME_DOCUMENT: Readonly<Record<string, string>> = {
  passport: 'passaporto',
  languagecertificate: 'certificatolingua',
};

/**
 * One key per document, whichever picklist spelled its type: the displayed label
 * (`documentTypeLabel`) in lower case without accents, spaces or signs, with the English name of a
 * document the Italian picklist names too taken as the Italian one ("IT_Passaporto" and
 * "EN_Passport" are both `passaporto`). For figures per type that must not show one document twice.
 */
export function documentTypeKey(type: string | null | undefined): string {
  const key = documentTypeLabel(type)
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '');
  return SAME_DOCUMENT[key] ?? key;
}

/** "Document table with upload button (only for documents with Stato Richiesto)." */
export function canUpload(document: { status: string | null | undefined }): boolean {
  return isCrmValue(document.status, DOCUMENT_STATUS.requested);
}

/** Candidate-area documents: PDF, images (identity documents are often photos) and Word files. */
export const CANDIDATE_DOCUMENT_FILE_TYPES: readonly UploadFileType[] = ['pdf', 'jpeg', 'png', 'docx', 'doc'];

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
