import type { CreateItemBody, UpdateItemBody } from '@school/domain/bookings/contracts/staff-bookings';
import * as staffBookingsApi from '@school/domain/bookings/contracts/staff-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { refreshStaffBookings } from './bookings-staff-urls';

export type SaveItemInput = { id: null; body: CreateItemBody } | { id: string; body: UpdateItemBody };

/** Creates an item, or changes one on the version read. */
export function saveItem(save: SaveItemInput) {
  return save.id === null
    ? call(staffBookingsApi.createItem, { body: save.body })
    : call(staffBookingsApi.changeItem, { params: { id: save.id }, body: save.body });
}

export function useSaveItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveItem, onSettled: () => refreshStaffBookings(queryClient) });
}
