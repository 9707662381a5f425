import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { attachmentDisposition } from '../../lib/content-disposition.ts';
import { checkedSubject } from '../../plugins/app/access.ts';
import { requireUser } from '../../plugins/app/auth.ts';
import { type DocumentDownload, openDocumentFile } from './candidate.service.ts';

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

/**
 * Answers the file of a candidate's document by its id: the owner's own, or any candidate's for the
 * secretariat (`openDocumentFile` decides), as the route's access lets them in.
 */
export function documentFileHandler(app: FastifyInstance) {
  return async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) =>
    sendDocument(
      reply,
      await openDocumentFile(
        { db: app.db, storage: app.storage },
        requireUser(request),
        checkedSubject(request),
        request.params.id,
      ),
    );
}
