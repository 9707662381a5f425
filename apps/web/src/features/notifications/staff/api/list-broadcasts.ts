import * as staffNotificationsApi from '@school/domain/notifications/contracts/staff-endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { notificationsKeys } from '../../api/notifications-keys';

/** The latest notifications sent to groups. */
export const listBroadcasts = (signal?: AbortSignal) =>
  call(staffNotificationsApi.listBroadcasts, { signal });

/** Read again every 5 s while one is sending. */
export function useBroadcasts() {
  return useQuery({
    queryKey: notificationsKeys.staff.broadcasts,
    queryFn: ({ signal }) => listBroadcasts(signal),
    refetchInterval: (query) =>
      query.state.data?.broadcasts.some((b) => b.status === 'sending') ? 5_000 : false,
  });
}
