import * as notificationsApi from '@school/domain/notifications/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { NOTIFICATIONS_QUERY_KEY } from './list-notifications';

/** Marks a notification read. */
export const markNotificationRead = (id: string) => call(notificationsApi.markRead, { params: { id } });

/** Marks several notifications as read, then reloads the list once. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly string[]) => Promise.all(ids.map(markNotificationRead)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }),
  });
}
