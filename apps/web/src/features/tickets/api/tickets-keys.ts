/** The query keys of the tickets (Interventi); the console's under `['staff', 'tickets']`. */
export const ticketsKeys = {
  all: ['tickets'] as const,
  list: ['tickets', 'list'] as const,
  categories: ['tickets', 'categories'] as const,
  detail: (id: string) => ['tickets', 'detail', id] as const,
  staff: {
    all: ['staff', 'tickets'] as const,
    inbox: ['staff', 'tickets', 'inbox'] as const,
    inboxPage: (params: Record<string, string>) => ['staff', 'tickets', 'inbox', params] as const,
    ticket: (id: string) => ['staff', 'tickets', 'ticket', id] as const,
    assignees: ['staff', 'tickets', 'assignees'] as const,
    categories: ['staff', 'tickets', 'categories'] as const,
  },
};
