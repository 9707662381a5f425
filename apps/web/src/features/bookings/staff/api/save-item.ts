import {
  type CreateItemBody,
  type StaffItem,
  StaffItemSchema,
  type UpdateItemBody,
} from '@school/domain/bookings/contracts/staff-bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { refreshStaffBookings, staffItemUrl } from './bookings-staff-urls';

export type SaveItemInput = { id: null; body: CreateItemBody } | { id: string; body: UpdateItemBody };

/** `POST /api/staff/bookings/items` or `PUT /api/staff/bookings/items/:id` (on the version read). */
export async function saveItem(save: SaveItemInput): Promise<StaffItem> {
  return StaffItemSchema.parse(
    save.id === null
      ? await api.post<unknown>('/api/staff/bookings/items', save.body)
      : await api.put<unknown>(staffItemUrl(save.id), save.body),
  );
}

export function useSaveItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveItem, onSettled: () => refreshStaffBookings(queryClient) });
}
