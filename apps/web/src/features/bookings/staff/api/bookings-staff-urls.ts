import type { useQueryClient } from '@tanstack/react-query';
import { bookingsKeys } from '../../api/bookings-keys';

/** The staff side of bookings (Prenotazioni): /api/staff/bookings/… */
export const staffItemUrl = (id: string) => `/api/staff/bookings/items/${encodeURIComponent(id)}`;

/** The CSV of an item's bookings, in the console's language. */
export const bookingsCsvUrl = (itemId: string, language: string) =>
  `${staffItemUrl(itemId)}/bookings.csv?lang=${language === 'en' ? 'en' : 'it'}`;

/** Everything of the console's bookings is read again. */
export const refreshStaffBookings = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: bookingsKeys.staff.all });
