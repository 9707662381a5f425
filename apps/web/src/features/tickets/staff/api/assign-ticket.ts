import * as staffTicketsApi from '@school/domain/tickets/contracts/staff-endpoints';
import type { AssignTicketBody } from '@school/domain/tickets/contracts/staff-tickets';
import { call } from '../../../../lib/api-client';
import { useTicketChange } from './tickets-staff-urls';

/** The case given to a staff member holding Interventi, or to nobody, on the version read. */
export const assignTicket = (id: string, body: AssignTicketBody) =>
  call(staffTicketsApi.assign, { params: { id }, body });

export const useAssignTicket = (id: string) =>
  useTicketChange(id, (body: AssignTicketBody) => assignTicket(id, body));
