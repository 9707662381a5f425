/** The query keys of the tickets (Interventi). */
export const ticketsKeys = {
  all: ['tickets'] as const,
  list: ['tickets', 'list'] as const,
  categories: ['tickets', 'categories'] as const,
  detail: (id: string) => ['tickets', 'detail', id] as const,
};

export const ticketUrl = (id: string) => `/api/tickets/${encodeURIComponent(id)}`;
