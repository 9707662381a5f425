import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { NOTIFICATIONS_QUERY_KEY } from './list-notifications';

/** `POST /api/notifications/{id}/read`. */
export function markNotificationRead(id: string): Promise<void> {
  return api.post(`/api/notifications/${encodeURIComponent(id)}/read`);
}

/** Marks several notifications as read, then reloads the list once. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly string[]) => Promise.all(ids.map(markNotificationRead)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }),
  });
}
