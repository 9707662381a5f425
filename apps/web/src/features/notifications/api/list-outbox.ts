import * as mailApi from '@school/domain/mail/contracts/endpoints';
import type { OutboxResponse } from '@school/domain/mail/contracts/outbox';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** The outbox's answer: its messages, newest first. */
export type ListOutboxResponse = OutboxResponse;
/** One mail of the outbox. */
export type OutboxMessage = OutboxResponse['messages'][number];

/** The local mail outbox of the demo deployment (config.outbox). */
export const listOutbox = (signal?: AbortSignal) => call(mailApi.listOutbox, { signal });

export const outboxQueryOptions = queryOptions({
  queryKey: ['outbox'],
  queryFn: ({ signal }) => listOutbox(signal),
  staleTime: 0,
});

export function useOutbox({ enabled }: { enabled: boolean }) {
  return useQuery({ ...outboxQueryOptions, enabled });
}
