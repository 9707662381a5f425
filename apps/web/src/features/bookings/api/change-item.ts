import { type ItemChangeResponse, ItemChangeResponseSchema } from '@school/domain/bookings/contracts/items';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { bookingsKeys } from './bookings-keys';

/** What a button of an item does: book, cancel, join or leave the waiting list, accept or decline an offer. */
export type ItemAction = 'book' | 'cancel' | 'join' | 'leave' | 'accept' | 'decline';

const ACTION_CALL: Record<ItemAction, { method: 'post' | 'delete'; path: string }> = {
  book: { method: 'post', path: 'booking' },
  cancel: { method: 'delete', path: 'booking' },
  join: { method: 'post', path: 'waiting-list' },
  leave: { method: 'delete', path: 'waiting-list' },
  accept: { method: 'post', path: 'waiting-list/accept' },
  decline: { method: 'post', path: 'waiting-list/decline' },
};

/** One action on an item (createPrenotazione, annullaPrenotazione, the waiting list). */
export async function changeItem(itemId: string, action: ItemAction): Promise<ItemChangeResponse> {
  const { method, path } = ACTION_CALL[action];
  const url = `/api/bookings/items/${encodeURIComponent(itemId)}/${path}`;
  const answer = method === 'post' ? await api.post<unknown>(url) : await api.delete<unknown>(url);
  return ItemChangeResponseSchema.parse(answer);
}

/** After any change every kind is read again: a group spans the kinds. */
export function useChangeItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, action }: { itemId: string; action: ItemAction }) => changeItem(itemId, action),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingsKeys.allItems }),
  });
}
