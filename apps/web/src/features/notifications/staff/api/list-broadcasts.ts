import {
  type ListBroadcastsResponse,
  ListBroadcastsResponseSchema,
} from '@school/domain/notifications/contracts/broadcasts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { notificationsKeys } from '../../api/notifications-keys';

/** `GET /api/staff/notifications/broadcasts`: the latest ones. */
export async function listBroadcasts(signal?: AbortSignal): Promise<ListBroadcastsResponse> {
  return ListBroadcastsResponseSchema.parse(
    await api.get<unknown>('/api/staff/notifications/broadcasts', { signal }),
  );
}

/** Read again every 5 s while one is sending. */
export function useBroadcasts() {
  return useQuery({
    queryKey: notificationsKeys.staff.broadcasts,
    queryFn: ({ signal }) => listBroadcasts(signal),
    refetchInterval: (query) =>
      query.state.data?.broadcasts.some((b) => b.status === 'sending') ? 5_000 : false,
  });
}
