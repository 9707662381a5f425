import type { CreateBroadcastBody } from '@school/domain/notifications/contracts/broadcasts';
import * as staffNotificationsApi from '@school/domain/notifications/contracts/staff-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { notificationsKeys } from '../../api/notifications-keys';

/** Sends a notification to a group. */
export async function sendBroadcast(body: CreateBroadcastBody) {
  return (await call(staffNotificationsApi.createBroadcast, { body })).broadcast;
}

export function useSendBroadcast() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendBroadcast,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsKeys.staff.broadcasts }),
  });
}
