import * as staffTicketsApi from '@school/domain/tickets/contracts/staff-endpoints';
import type { TicketCategoryBody } from '@school/domain/tickets/contracts/staff-tickets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { refreshStaffTickets } from './tickets-staff-urls';

export interface SaveTicketCategoryInput {
  id: string | null;
  version: string | null;
  body: TicketCategoryBody;
}

/** A case category created, or changed on the version read. */
export const saveTicketCategory = ({ id, version, body }: SaveTicketCategoryInput) =>
  id === null
    ? call(staffTicketsApi.createCategory, { body })
    : // A change always carries the version read (the record's).
      call(staffTicketsApi.updateCategory, { params: { id }, body: { ...body, version: version as string } });

export function useSaveTicketCategory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveTicketCategory, onSettled: () => refreshStaffTickets(queryClient) });
}
