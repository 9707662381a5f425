import type { BookingKind } from '@school/domain/bookings/bookings';
import * as bookingsApi from '@school/domain/bookings/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { bookingsKeys } from './bookings-keys';

/** getEventi (tipo) with the person's bookings and waiting places. */
export const listItems = (kind: BookingKind, signal?: AbortSignal) =>
  call(bookingsApi.listItems, { query: { kind }, signal });

export const itemsQueryOptions = (kind: BookingKind) =>
  queryOptions({ queryKey: bookingsKeys.items(kind), queryFn: ({ signal }) => listItems(kind, signal) });

export function useBookingItems(kind: BookingKind | null) {
  return useQuery({ ...itemsQueryOptions(kind ?? 'event'), enabled: kind !== null });
}
