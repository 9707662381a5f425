import * as ticketsApi from '@school/domain/tickets/contracts/endpoints';
import type { TicketAttachment } from '@school/domain/tickets/contracts/tickets';
import { type UploadBody, type UploadOptions, upload } from '../../../lib/upload';

/** uploadFile, through the one upload helper (real progress, abortable). */
export async function uploadAttachment(
  ticketId: string,
  body: UploadBody,
  options: UploadOptions,
): Promise<TicketAttachment> {
  return upload(ticketsApi.uploadAttachment, { params: { id: ticketId }, body }, options);
}
