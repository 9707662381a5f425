import {
  type StaffAssigneesResponse,
  StaffAssigneesResponseSchema,
} from '@school/domain/tickets/contracts/staff-tickets';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { ticketsKeys } from '../../api/tickets-keys';

/** `GET /api/staff/tickets/assignees` */
export async function listTicketAssignees(signal?: AbortSignal): Promise<StaffAssigneesResponse> {
  return StaffAssigneesResponseSchema.parse(
    await api.get<unknown>('/api/staff/tickets/assignees', { signal }),
  );
}

export function useTicketAssignees() {
  return useQuery({
    queryKey: ticketsKeys.staff.assignees,
    queryFn: ({ signal }) => listTicketAssignees(signal),
  });
}
