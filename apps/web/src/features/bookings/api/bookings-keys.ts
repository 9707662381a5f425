import type { BookingKind } from '@school/domain/bookings/bookings';

/** The bookings' query keys: the person's under `['bookings']`, the console's under `['staff', 'bookings']`. */
export const bookingsKeys = {
  all: ['bookings'] as const,
  /** Every kind's items: a change reads them all again. */
  allItems: ['bookings', 'items'] as const,
  items: (kind: BookingKind) => ['bookings', 'items', kind] as const,
  feed: ['bookings', 'calendar-feed'] as const,
  staff: {
    all: ['staff', 'bookings'] as const,
    items: (params: Record<string, string>) => ['staff', 'bookings', 'items', params] as const,
    item: (id: string) => ['staff', 'bookings', 'item', id] as const,
  },
};
