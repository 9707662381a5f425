import { z } from 'zod';
import { UploadDocumentBodySchema } from '../../candidate/contracts/upload-document.ts';
import { APPLICATION_FILE_KINDS } from '../uploads.ts';
import { ApplicationFileSchema, ProductParamsSchema } from './get-state.ts';

/**
 * POST /api/application/:productCode/files/:kind — a file of the application ("Upload types: CV,
 * Motivational Letter, Certificato Lingua, and the identity document type"), base64 in JSON like
 * the candidate area's upload, with the same checks (`applicationFileProblem`: not empty, pdf,
 * docx or doc — the identity document also JPEG and PNG —, the content matching the name, 4.5 MB).
 * A new upload of the same kind replaces the previous file until the secretariat validates it.
 */
export const UploadApplicationFileParamsSchema = ProductParamsSchema.extend({
  kind: z.enum(APPLICATION_FILE_KINDS, { error: 'request.invalid' }),
});
export const UploadApplicationFileBodySchema = UploadDocumentBodySchema.pick({
  fileName: true,
  contentBase64: true,
});
export type UploadApplicationFileBody = z.infer<typeof UploadApplicationFileBodySchema>;
export const UploadApplicationFileResponseSchema = z.object({ file: ApplicationFileSchema });
export type UploadApplicationFileResponse = z.infer<typeof UploadApplicationFileResponseSchema>;
