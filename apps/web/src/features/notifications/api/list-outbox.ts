import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';

/**
 * `GET /api/outbox`: the local mail outbox of the demo deployment (config.outbox).
 * The contract is declared here until it moves to packages/domain (see the report).
 */
export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

export interface ListOutboxResponse {
  messages: OutboxMessage[];
}

function isOutboxMessage(value: unknown): value is OutboxMessage {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as Record<string, unknown>;
  return ['id', 'to', 'subject', 'text', 'html', 'createdAt'].every(
    (key) => typeof message[key] === 'string',
  );
}

export async function listOutbox(signal?: AbortSignal): Promise<ListOutboxResponse> {
  const body = await api.get<{ messages?: unknown } | null>('/api/outbox', { signal });
  const messages = body?.messages;
  if (!Array.isArray(messages) || !messages.every(isOutboxMessage)) {
    throw new ApiError(200, 'server.error', 'Unexpected /api/outbox answer');
  }
  return { messages };
}

export const outboxQueryOptions = queryOptions({
  queryKey: ['outbox'],
  queryFn: ({ signal }) => listOutbox(signal),
  staleTime: 0,
});

export function useOutbox({ enabled }: { enabled: boolean }) {
  return useQuery({ ...outboxQueryOptions, enabled });
}
