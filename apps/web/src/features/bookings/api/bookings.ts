import type { BookingKind } from '@school/domain/bookings/bookings';
import {
  type CalendarFeedState,
  CalendarFeedStateSchema,
  type CreatedCalendarFeed,
  CreatedCalendarFeedSchema,
  type ItemChangeResponse,
  ItemChangeResponseSchema,
  type ListItemsResponse,
  ListItemsResponseSchema,
} from '@school/domain/bookings/contracts/items';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `GET /api/bookings/items?kind=…`: getEventi (tipo) with the person's bookings and waiting places. */
export async function listItems(kind: BookingKind, signal?: AbortSignal): Promise<ListItemsResponse> {
  return ListItemsResponseSchema.parse(
    await api.get<unknown>(`/api/bookings/items?kind=${encodeURIComponent(kind)}`, { signal }),
  );
}

export const bookingKeys = {
  all: ['bookings'] as const,
  items: (kind: BookingKind) => ['bookings', 'items', kind] as const,
  feed: ['bookings', 'calendar-feed'] as const,
};

export const itemsQueryOptions = (kind: BookingKind) =>
  queryOptions({ queryKey: bookingKeys.items(kind), queryFn: ({ signal }) => listItems(kind, signal) });

export function useBookingItems(kind: BookingKind | null) {
  return useQuery({ ...itemsQueryOptions(kind ?? 'event'), enabled: kind !== null });
}

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
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['bookings', 'items'] }),
  });
}

export async function getCalendarFeed(signal?: AbortSignal): Promise<CalendarFeedState> {
  return CalendarFeedStateSchema.parse(await api.get<unknown>('/api/bookings/calendar-feed', { signal }));
}

export function useCalendarFeed() {
  return useQuery({ queryKey: bookingKeys.feed, queryFn: ({ signal }) => getCalendarFeed(signal) });
}

/** A new private calendar address (the old one stops working), shown once. */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<CreatedCalendarFeed> =>
      CreatedCalendarFeedSchema.parse(await api.post<unknown>('/api/bookings/calendar-feed')),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingKeys.feed }),
  });
}

export function useDeleteCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await api.delete<unknown>('/api/bookings/calendar-feed');
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingKeys.feed }),
  });
}
