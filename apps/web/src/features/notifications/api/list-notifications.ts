import type { ListNotificationsResponse } from '@school/domain/notifications/contracts/list-notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * `GET /api/notifications` (signed-in users only). Typed with the contract of packages/domain;
 * not parsed with zod here because the bell is part of the shell, on the home page's critical path.
 */

export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;

export async function listNotifications(signal?: AbortSignal): Promise<ListNotificationsResponse> {
  const body = await api.get<Partial<ListNotificationsResponse> | null>('/api/notifications', { signal });
  return { items: Array.isArray(body?.items) ? body.items : [], unread: Number(body?.unread ?? 0) };
}

export const notificationsQueryOptions = queryOptions({
  queryKey: NOTIFICATIONS_QUERY_KEY,
  queryFn: ({ signal }) => listNotifications(signal),
  refetchInterval: 60_000,
});

export function useNotifications({ enabled }: { enabled: boolean }) {
  return useQuery({ ...notificationsQueryOptions, enabled });
}
