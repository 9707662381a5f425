import {
  type StaffItemDetail,
  StaffItemDetailSchema,
} from '@school/domain/bookings/contracts/staff-bookings';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { bookingsKeys } from '../../api/bookings-keys';
import { staffItemUrl } from './bookings-staff-urls';

/** `GET /api/staff/bookings/items/:id`: the item, its bookings and its waiting list. */
export async function getStaffItem(id: string, signal?: AbortSignal): Promise<StaffItemDetail> {
  return StaffItemDetailSchema.parse(await api.get<unknown>(staffItemUrl(id), { signal }));
}

export function useStaffItem(id: string) {
  return useQuery({
    queryKey: bookingsKeys.staff.item(id),
    queryFn: ({ signal }) => getStaffItem(id, signal),
  });
}
