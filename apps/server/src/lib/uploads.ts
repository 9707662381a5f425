import type { UploadFileType } from '@school/domain/candidate/documents';
import type { ErrorCode } from '@school/domain/shared/errors';
import { AppError } from './app-error.ts';

/** How a stored file is served, by the type its content showed. Shared by every upload route. */
export const CONTENT_TYPES: Record<UploadFileType, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
};

/** An upload refusal naming the field at fault. */
export function uploadError(status: number, code: ErrorCode, field: string, message: string) {
  return new AppError(status, code, message, { [field]: code });
}

/**
 * The bytes of a base64 payload. Node's decoder skips what it cannot read, so only a canonical
 * encoding is accepted (`upload.invalidEncoding` otherwise).
 */
export function decodeBase64Upload(contentBase64: string, field = 'contentBase64'): Buffer {
  const bytes = Buffer.from(contentBase64, 'base64');
  if (bytes.toString('base64') !== contentBase64)
    throw uploadError(400, 'upload.invalidEncoding', field, 'The content is not base64');
  return bytes;
}
