import * as ticketsApi from '@school/domain/tickets/contracts/endpoints';
import type { CreateTicketInput } from '@school/domain/tickets/contracts/tickets';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** setCaso: the case; its attachments follow one by one. */
export const createTicket = (body: CreateTicketInput) => call(ticketsApi.createTicket, { body });

export function useCreateTicket() {
  return useMutation({ mutationFn: createTicket });
}
