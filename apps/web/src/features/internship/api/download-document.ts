import type { StageDocument } from '@school/domain/internship/contracts/internship';
import { STAGE_DOCUMENT_ERROR } from '@school/domain/internship/stage';
import { useMutation } from '@tanstack/react-query';
import { ApiError, toApiError } from '../../../lib/api-client';

/** The name the saved file takes: the stored one, else the document's name. */
function savedName(document: StageDocument): string {
  return document.fileName ?? document.name;
}

/**
 * `GET /api/internship/documents/:id` (getStageDocumentByID): the file is fetched, then saved
 * from memory, so that a failure is told in the page (specification 000, section 8: "Stage
 * document missing: 'Document not found or empty.' Download failure: 'Impossibile scaricare il
 * documento.'"): the server's `internship.documentNotFound`, an empty file likewise, and any other
 * failure (network, server) as `internship.documentDownloadFailed`.
 */
export async function downloadStageDocument(document: StageDocument): Promise<void> {
  let response: Response;
  try {
    response = await fetch(document.downloadUrl, { credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, STAGE_DOCUMENT_ERROR.downloadFailed);
  }
  if (!response.ok) {
    const body = await response.json().catch(() => undefined);
    const error = toApiError(response.status, body);
    if (error.code === STAGE_DOCUMENT_ERROR.notFound || error.code.startsWith('auth.')) throw error;
    throw new ApiError(response.status, STAGE_DOCUMENT_ERROR.downloadFailed);
  }
  const blob = await response.blob().catch(() => {
    throw new ApiError(response.status, STAGE_DOCUMENT_ERROR.downloadFailed);
  });
  if (blob.size === 0) throw new ApiError(404, STAGE_DOCUMENT_ERROR.notFound);
  const url = URL.createObjectURL(blob);
  const link = window.document.createElement('a');
  link.href = url;
  link.download = savedName(document);
  link.rel = 'noopener';
  window.document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function useDownloadStageDocument() {
  return useMutation({ mutationFn: downloadStageDocument });
}
