import {
  type CreateTicketInput,
  type TicketDetail,
  TicketDetailSchema,
} from '@school/domain/tickets/contracts/tickets';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `POST /api/tickets` (setCaso): the case; its attachments follow one by one. */
export async function createTicket(body: CreateTicketInput): Promise<TicketDetail> {
  return TicketDetailSchema.parse(await api.post<unknown>('/api/tickets', body));
}

export function useCreateTicket() {
  return useMutation({ mutationFn: createTicket });
}
