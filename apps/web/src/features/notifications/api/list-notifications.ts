import type { ListNotificationsResponse } from '@school/domain/notifications/contracts/list-notifications';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * `GET /api/notifications` (signed-in users only). Typed with the contract of packages/domain;
 * not parsed with zod here because the bell is part of the shell, on the home page's critical path.
 */

export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;
/** The notifications page's page size. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

export async function listNotifications(
  signal?: AbortSignal,
  page?: { page: number; pageSize: number },
): Promise<ListNotificationsResponse> {
  const query = page ? `?page=${page.page}&pageSize=${page.pageSize}` : '';
  const body = await api.get<Partial<ListNotificationsResponse> | null>(`/api/notifications${query}`, {
    signal,
  });
  const items = Array.isArray(body?.items) ? body.items : [];
  return { items, unread: Number(body?.unread ?? 0), total: Number(body?.total ?? items.length) };
}

export const notificationsQueryOptions = queryOptions({
  queryKey: NOTIFICATIONS_QUERY_KEY,
  queryFn: ({ signal }) => listNotifications(signal),
  refetchInterval: 60_000,
});

export function useNotifications({ enabled }: { enabled: boolean }) {
  return useQuery({ ...notificationsQueryOptions, enabled });
}

/** One page of the notifications page (the bell's query key as prefix: both reload together). */
export function useNotificationsPage(page: number) {
  return useQuery({
    queryKey: [...NOTIFICATIONS_QUERY_KEY, 'page', page],
    queryFn: ({ signal }) => listNotifications(signal, { page, pageSize: NOTIFICATIONS_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}
