import * as staffTicketsApi from '@school/domain/tickets/contracts/staff-endpoints';
import type { TicketStatusBody } from '@school/domain/tickets/contracts/staff-tickets';
import { call } from '../../../../lib/api-client';
import { useTicketChange } from './tickets-staff-urls';

/** The case closed (the student is notified) or reopened, on the version read. */
export const setTicketStatus = (id: string, body: TicketStatusBody) =>
  call(staffTicketsApi.changeStatus, { params: { id }, body });

export const useTicketStatus = (id: string) =>
  useTicketChange(id, (body: TicketStatusBody) => setTicketStatus(id, body));
