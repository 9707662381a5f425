import * as ticketsApi from '@school/domain/tickets/contracts/endpoints';
import { type TicketAttachment, TicketAttachmentSchema } from '@school/domain/tickets/contracts/tickets';
import { endpointUrl } from '../../../lib/api-client';
import { type UploadBody, type UploadOptions, uploadJson } from '../../../lib/upload';

/** uploadFile, through the one upload helper (real progress, abortable). */
export async function uploadAttachment(
  ticketId: string,
  body: UploadBody,
  options: UploadOptions,
): Promise<TicketAttachment> {
  return TicketAttachmentSchema.parse(
    await uploadJson<unknown>(
      endpointUrl(ticketsApi.uploadAttachment, { params: { id: ticketId } }),
      body,
      options,
    ),
  );
}
