import type { BookingKind } from '@school/domain/bookings/bookings';
import { type ListItemsResponse, ListItemsResponseSchema } from '@school/domain/bookings/contracts/items';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { bookingsKeys } from './bookings-keys';

/** `GET /api/bookings/items?kind=…`: getEventi (tipo) with the person's bookings and waiting places. */
export async function listItems(kind: BookingKind, signal?: AbortSignal): Promise<ListItemsResponse> {
  return ListItemsResponseSchema.parse(
    await api.get<unknown>(`/api/bookings/items?kind=${encodeURIComponent(kind)}`, { signal }),
  );
}

export const itemsQueryOptions = (kind: BookingKind) =>
  queryOptions({ queryKey: bookingsKeys.items(kind), queryFn: ({ signal }) => listItems(kind, signal) });

export function useBookingItems(kind: BookingKind | null) {
  return useQuery({ ...itemsQueryOptions(kind ?? 'event'), enabled: kind !== null });
}
