import {
  type StaffTicketCategory,
  StaffTicketCategorySchema,
  type TicketCategoryBody,
} from '@school/domain/tickets/contracts/staff-tickets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { refreshStaffTickets, ticketCategoryUrl } from './tickets-staff-urls';

export interface SaveTicketCategoryInput {
  id: string | null;
  version: string | null;
  body: TicketCategoryBody;
}

/** `POST /api/staff/tickets/categories`, or `PUT …/:id` on the version read. */
export async function saveTicketCategory({
  id,
  version,
  body,
}: SaveTicketCategoryInput): Promise<StaffTicketCategory> {
  return StaffTicketCategorySchema.parse(
    id === null
      ? await api.post<unknown>('/api/staff/tickets/categories', body)
      : await api.put<unknown>(ticketCategoryUrl(id), { ...body, version }),
  );
}

export function useSaveTicketCategory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveTicketCategory, onSettled: () => refreshStaffTickets(queryClient) });
}
