import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { refreshStaffBookings, staffItemUrl } from './bookings-staff-urls';

/** `DELETE /api/staff/bookings/items/:id?version=…` */
export function deleteItem(item: { id: string; version: string }) {
  return api.delete(`${staffItemUrl(item.id)}?version=${encodeURIComponent(item.version)}`);
}

export function useDeleteItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteItem, onSettled: () => refreshStaffBookings(queryClient) });
}
