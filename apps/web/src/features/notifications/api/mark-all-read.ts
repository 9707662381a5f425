import * as notificationsApi from '@school/domain/notifications/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { NOTIFICATIONS_QUERY_KEY } from './list-notifications';

/** Every unread notification of the person becomes read. */
export const markAllNotificationsRead = () => call(notificationsApi.markAllRead);

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }),
  });
}
