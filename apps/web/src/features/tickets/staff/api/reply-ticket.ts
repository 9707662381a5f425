import * as staffTicketsApi from '@school/domain/tickets/contracts/staff-endpoints';
import { call } from '../../../../lib/api-client';
import { useTicketChange } from './tickets-staff-urls';

/** A reply to the student (notified); a New case becomes Working. */
export const replyTicket = (id: string, body: string) =>
  call(staffTicketsApi.reply, { params: { id }, body: { body } });

export const useReplyTicket = (id: string) => useTicketChange(id, (body: string) => replyTicket(id, body));
