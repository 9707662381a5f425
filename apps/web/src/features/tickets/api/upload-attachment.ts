import { type TicketAttachment, TicketAttachmentSchema } from '@school/domain/tickets/contracts/tickets';
import { type UploadBody, type UploadOptions, uploadJson } from '../../../lib/upload';
import { ticketUrl } from './tickets-keys';

/** `POST /api/tickets/:id/attachments` (uploadFile), through the one upload helper (real progress, abortable). */
export async function uploadAttachment(
  ticketId: string,
  body: UploadBody,
  options: UploadOptions,
): Promise<TicketAttachment> {
  return TicketAttachmentSchema.parse(
    await uploadJson<unknown>(`${ticketUrl(ticketId)}/attachments`, body, options),
  );
}
