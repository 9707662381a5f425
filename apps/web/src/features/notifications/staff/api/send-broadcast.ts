import {
  type Broadcast,
  BroadcastResponseSchema,
  type CreateBroadcastBody,
} from '@school/domain/notifications/contracts/broadcasts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { notificationsKeys } from '../../api/notifications-keys';

/** `POST /api/staff/notifications/broadcasts`. */
export async function sendBroadcast(body: CreateBroadcastBody): Promise<Broadcast> {
  return BroadcastResponseSchema.parse(await api.post<unknown>('/api/staff/notifications/broadcasts', body))
    .broadcast;
}

export function useSendBroadcast() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendBroadcast,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsKeys.staff.broadcasts }),
  });
}
