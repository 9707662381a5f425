import {
  type AssignTicketBody,
  type ListStaffTicketsResponse,
  ListStaffTicketsResponseSchema,
  type StaffAssigneesResponse,
  StaffAssigneesResponseSchema,
  type StaffTicket,
  type StaffTicketCategoriesResponse,
  StaffTicketCategoriesResponseSchema,
  type StaffTicketCategory,
  StaffTicketCategorySchema,
  StaffTicketSchema,
  type TicketCategoryBody,
  type TicketStatusBody,
} from '@school/domain/tickets/contracts/staff-tickets';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** The staff side of tickets (Interventi): /api/staff/tickets/… */
export const STAFF_TICKETS_KEY = ['staff', 'tickets'] as const;

const ticketUrl = (id: string) => `/api/staff/tickets/${encodeURIComponent(id)}`;
const categoryUrl = (id: string) => `/api/staff/tickets/categories/${encodeURIComponent(id)}`;

/** The console's address of a case. */
export const staffTicketPath = (id: string) => `${paths.staff}/tickets/${id}`;

const refresh = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: STAFF_TICKETS_KEY });

/** `GET /api/staff/tickets?category=&status=&assigned=&search=&page=&pageSize=` */
export function useStaffTickets(params: Record<string, string>) {
  return useQuery({
    queryKey: [...STAFF_TICKETS_KEY, 'inbox', params],
    queryFn: async ({ signal }): Promise<ListStaffTicketsResponse> =>
      ListStaffTicketsResponseSchema.parse(
        await api.get<unknown>(`/api/staff/tickets?${new URLSearchParams(params).toString()}`, { signal }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/staff/tickets/:id` */
export function useStaffTicket(id: string) {
  return useQuery({
    queryKey: [...STAFF_TICKETS_KEY, 'ticket', id],
    queryFn: async ({ signal }): Promise<StaffTicket> =>
      StaffTicketSchema.parse(await api.get<unknown>(ticketUrl(id), { signal })),
  });
}

/** `GET /api/staff/tickets/assignees` */
export function useTicketAssignees() {
  return useQuery({
    queryKey: [...STAFF_TICKETS_KEY, 'assignees'],
    queryFn: async ({ signal }): Promise<StaffAssigneesResponse> =>
      StaffAssigneesResponseSchema.parse(await api.get<unknown>('/api/staff/tickets/assignees', { signal })),
  });
}

/** A change of a case answers the case: it becomes the query's data, the lists are read again. */
function useTicketChange<V>(id: string, call: (value: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (value: V) => StaffTicketSchema.parse(await call(value)),
    onSuccess: async (ticket) => {
      queryClient.setQueryData([...STAFF_TICKETS_KEY, 'ticket', id], ticket);
      await queryClient.invalidateQueries({ queryKey: [...STAFF_TICKETS_KEY, 'inbox'] });
    },
    // A stale version: read the case again.
    onError: () => queryClient.invalidateQueries({ queryKey: [...STAFF_TICKETS_KEY, 'ticket', id] }),
  });
}

/** `POST /api/staff/tickets/:id/messages` */
export const useReplyTicket = (id: string) =>
  useTicketChange(id, (body: string) => api.post<unknown>(`${ticketUrl(id)}/messages`, { body }));

/** `PUT /api/staff/tickets/:id/assignee` */
export const useAssignTicket = (id: string) =>
  useTicketChange(id, (body: AssignTicketBody) => api.put<unknown>(`${ticketUrl(id)}/assignee`, body));

/** `PUT /api/staff/tickets/:id/status` */
export const useTicketStatus = (id: string) =>
  useTicketChange(id, (body: TicketStatusBody) => api.put<unknown>(`${ticketUrl(id)}/status`, body));

/** `GET /api/staff/tickets/categories` */
export function useStaffTicketCategories() {
  return useQuery({
    queryKey: [...STAFF_TICKETS_KEY, 'categories'],
    queryFn: async ({ signal }): Promise<StaffTicketCategoriesResponse> =>
      StaffTicketCategoriesResponseSchema.parse(
        await api.get<unknown>('/api/staff/tickets/categories', { signal }),
      ),
  });
}

/** `POST /api/staff/tickets/categories`, or `PUT …/:id` on the version read. */
export function useSaveTicketCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      version,
      body,
    }: {
      id: string | null;
      version: string | null;
      body: TicketCategoryBody;
    }): Promise<StaffTicketCategory> =>
      StaffTicketCategorySchema.parse(
        id === null
          ? await api.post<unknown>('/api/staff/tickets/categories', body)
          : await api.put<unknown>(categoryUrl(id), { ...body, version }),
      ),
    onSettled: () => refresh(queryClient),
  });
}

/** `DELETE /api/staff/tickets/categories/:id?version=` */
export function useDeleteTicketCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: string; version: string }) =>
      api.delete<void>(`${categoryUrl(id)}?version=${encodeURIComponent(version)}`),
    onSettled: () => refresh(queryClient),
  });
}
