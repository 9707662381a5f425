import { z } from 'zod';
import { FILE_NAME_MAX, UPLOAD_MAX_BASE64_LENGTH } from '../../shared/limits.ts';
import { CandidateDocumentSchema } from './list-documents.ts';

/**
 * Characters a file name may not hold: path separators, control characters (C0, DEL, C1) and the
 * bidirectional controls that can disguise an extension ("invoice\u202Efdp.exe" reads "invoiceexe.pdf").
 */
const FORBIDDEN_IN_FILE_NAME = /[/\\\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

/**
 * A file name as typed by the browser: trimmed, 1 to 255 characters, no path separators, no
 * control characters, not "." or "..". Names are stored as data and never used as paths.
 */
export const FileNameSchema = z
  .string({ error: 'upload.invalidFileName' })
  .trim()
  .min(1, { error: 'upload.invalidFileName' })
  .max(FILE_NAME_MAX, { error: 'upload.invalidFileName' })
  .refine((name) => !FORBIDDEN_IN_FILE_NAME.test(name) && name !== '.' && name !== '..', {
    error: 'upload.invalidFileName',
  });

/** Standard base64 alphabet with optional padding, length a multiple of 4 (no line breaks). */
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * "Sent as base64." The upload body of a candidate-area document. `contentBase64` holds the file,
 * or, when `encrypted`, the envelope produced in the browser with the document's public key.
 * Empty → upload.fileEmpty; longer than UPLOAD_MAX_BASE64_LENGTH → upload.tooLargeEncoded
 * (DimensioniEccessiveBuffer); the server then decodes and checks `uploadProblem`,
 * `uploadEncryptionProblem` and (when not encrypted) `uploadTypeProblem`.
 */
export const UploadDocumentBodySchema = z.strictObject({
  documentId: z.uuid({ error: 'request.invalid' }),
  fileName: FileNameSchema,
  contentBase64: z
    .string({ error: 'upload.invalidEncoding' })
    .min(1, { error: 'upload.fileEmpty' })
    .max(UPLOAD_MAX_BASE64_LENGTH, { error: 'upload.tooLargeEncoded' })
    .refine((value) => value.length % 4 === 0 && BASE64.test(value), { error: 'upload.invalidEncoding' }),
  encrypted: z.boolean({ error: 'request.invalid' }),
});
export type UploadDocumentBody = z.infer<typeof UploadDocumentBodySchema>;

/** The document after the upload (now "In attesa di validazione"). */
export const UploadDocumentResponseSchema = z.object({ document: CandidateDocumentSchema });
export type UploadDocumentResponse = z.infer<typeof UploadDocumentResponseSchema>;

/** The document of a route: `/api/candidate/documents/:id/...`. */
export const DocumentParamsSchema = z.object({ id: z.uuid({ error: 'request.invalid' }) });

/**
 * The body of POST /api/candidate/documents/:id/upload: the same fields without `documentId`,
 * which the route takes from its path.
 */
export const UploadDocumentRequestBodySchema = UploadDocumentBodySchema.omit({ documentId: true });
export type UploadDocumentRequestBody = z.infer<typeof UploadDocumentRequestBodySchema>;
