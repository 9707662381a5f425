import * as bookingsApi from '@school/domain/bookings/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { bookingsKeys } from './bookings-keys';

/** What a button of an item does: book, cancel, join or leave the waiting list, accept or decline an offer. */
export type ItemAction = 'book' | 'cancel' | 'join' | 'leave' | 'accept' | 'decline';

const ACTION_ENDPOINT = {
  book: bookingsApi.book,
  cancel: bookingsApi.cancel,
  join: bookingsApi.joinWaitingList,
  leave: bookingsApi.leaveWaitingList,
  accept: bookingsApi.acceptOffer,
  decline: bookingsApi.declineOffer,
} satisfies Record<ItemAction, unknown>;

/** One action on an item (createPrenotazione, annullaPrenotazione, the waiting list). */
export const changeItem = (itemId: string, action: ItemAction) =>
  call(ACTION_ENDPOINT[action], { params: { id: itemId } });

/** After any change every kind is read again: a group spans the kinds. */
export function useChangeItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, action }: { itemId: string; action: ItemAction }) => changeItem(itemId, action),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingsKeys.allItems }),
  });
}
