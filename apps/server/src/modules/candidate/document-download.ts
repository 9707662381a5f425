import type { FastifyReply } from 'fastify';
import { attachmentDisposition } from '../../lib/content-disposition.ts';
import type { DocumentDownload } from './candidate.service.ts';

/**
 * Sends a stored document as a download with safe headers: always an attachment (never rendered
 * inline), the type not sniffed, not cached, and no active content even if opened.
 */
export function sendDocument(reply: FastifyReply, download: DocumentDownload) {
  reply
    .header('content-type', download.contentType)
    .header('content-disposition', attachmentDisposition(download.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', "default-src 'none'; sandbox");
  if (download.file.size !== undefined) reply.header('content-length', download.file.size);
  return reply.send(download.file.body);
}
