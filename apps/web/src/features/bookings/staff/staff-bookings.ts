import {
  type CreateItemBody,
  type ListStaffItemsResponse,
  ListStaffItemsResponseSchema,
  type MarkAttendanceBody,
  StaffBookingSchema,
  type StaffItemDetail,
  StaffItemDetailSchema,
  StaffItemSchema,
  type UpdateItemBody,
} from '@school/domain/bookings/contracts/staff-bookings';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The staff side of bookings (Prenotazioni): /api/staff/bookings/… */
export const STAFF_BOOKINGS_KEY = ['staff', 'bookings'] as const;

const itemUrl = (id: string) => `/api/staff/bookings/items/${encodeURIComponent(id)}`;

/** `GET /api/staff/bookings/items?kind=&from=&search=&page=&pageSize=` */
export function useStaffItems(params: Record<string, string>) {
  return useQuery({
    queryKey: [...STAFF_BOOKINGS_KEY, 'items', params],
    queryFn: async ({ signal }): Promise<ListStaffItemsResponse> =>
      ListStaffItemsResponseSchema.parse(
        await api.get<unknown>(`/api/staff/bookings/items?${new URLSearchParams(params).toString()}`, {
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/staff/bookings/items/:id`: the item, its bookings and its waiting list. */
export function useStaffItem(id: string) {
  return useQuery({
    queryKey: [...STAFF_BOOKINGS_KEY, 'item', id],
    queryFn: async ({ signal }): Promise<StaffItemDetail> =>
      StaffItemDetailSchema.parse(await api.get<unknown>(itemUrl(id), { signal })),
  });
}

const refresh = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: STAFF_BOOKINGS_KEY });

/** `POST /api/staff/bookings/items` or `PUT /api/staff/bookings/items/:id` (on the version read). */
export function useSaveItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (save: { id: null; body: CreateItemBody } | { id: string; body: UpdateItemBody }) =>
      StaffItemSchema.parse(
        save.id === null
          ? await api.post<unknown>('/api/staff/bookings/items', save.body)
          : await api.put<unknown>(itemUrl(save.id), save.body),
      ),
    onSettled: () => refresh(queryClient),
  });
}

/** `DELETE /api/staff/bookings/items/:id?version=…` */
export function useDeleteItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: { id: string; version: string }) =>
      api.delete(`${itemUrl(item.id)}?version=${encodeURIComponent(item.version)}`),
    onSettled: () => refresh(queryClient),
  });
}

/** Book for a person, cancel a person's booking, mark attendance. */
export function useItemBookings(itemId: string) {
  const queryClient = useQueryClient();
  const options = { onSettled: () => refresh(queryClient) };
  return {
    bookFor: useMutation({
      mutationFn: async (userId: string) =>
        StaffItemDetailSchema.parse(await api.post<unknown>(`${itemUrl(itemId)}/bookings`, { userId })),
      ...options,
    }),
    cancelFor: useMutation({
      mutationFn: async (bookingId: string) =>
        StaffItemDetailSchema.parse(
          await api.delete<unknown>(`${itemUrl(itemId)}/bookings/${encodeURIComponent(bookingId)}`),
        ),
      ...options,
    }),
    mark: useMutation({
      mutationFn: async ({ bookingId, body }: { bookingId: string; body: MarkAttendanceBody }) =>
        StaffBookingSchema.parse(
          await api.put<unknown>(
            `${itemUrl(itemId)}/bookings/${encodeURIComponent(bookingId)}/attendance`,
            body,
          ),
        ),
      ...options,
    }),
  };
}

/** The CSV of an item's bookings, in the console's language. */
export const bookingsCsvUrl = (itemId: string, language: string) =>
  `${itemUrl(itemId)}/bookings.csv?lang=${language === 'en' ? 'en' : 'it'}`;
