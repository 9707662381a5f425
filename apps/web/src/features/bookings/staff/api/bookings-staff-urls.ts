import * as staffBookingsApi from '@school/domain/bookings/contracts/staff-endpoints';
import type { useQueryClient } from '@tanstack/react-query';
import { endpointUrl } from '../../../../lib/api-client';
import { bookingsKeys } from '../../api/bookings-keys';

/** The CSV of an item's bookings, in the console's language. */
export const bookingsCsvUrl = (itemId: string, language: string) =>
  endpointUrl(staffBookingsApi.bookingsCsv, {
    params: { id: itemId },
    query: { lang: language === 'en' ? 'en' : 'it' },
  });

/** Everything of the console's bookings is read again. */
export const refreshStaffBookings = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: bookingsKeys.staff.all });
