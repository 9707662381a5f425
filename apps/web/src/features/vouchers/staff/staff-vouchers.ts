import {
  type CreateVouchersBody,
  type CreateVouchersResponse,
  CreateVouchersResponseSchema,
  type ListVoucherEditionsResponse,
  ListVoucherEditionsResponseSchema,
  type ListVouchersResponse,
  ListVouchersResponseSchema,
  type StaffVoucherDetail,
  StaffVoucherDetailSchema,
} from '@school/domain/vouchers/contracts/staff-vouchers';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Vouchers kept by the secretariat: /api/staff/vouchers/… */
export const STAFF_VOUCHERS_KEY = ['staff', 'vouchers'] as const;
const API = '/api/staff/vouchers';
const voucherUrl = (id: string) => `${API}/${encodeURIComponent(id)}`;

const refresh = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: STAFF_VOUCHERS_KEY });

/** `GET /api/staff/vouchers?status=&search=&page=&pageSize=` */
export function useStaffVouchers(params: Record<string, string>) {
  return useQuery({
    queryKey: [...STAFF_VOUCHERS_KEY, 'list', params],
    queryFn: async ({ signal }): Promise<ListVouchersResponse> =>
      ListVouchersResponseSchema.parse(
        await api.get<unknown>(`${API}?${new URLSearchParams(params).toString()}`, { signal }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/staff/vouchers/editions`: the editions a voucher can be made for. */
export function useVoucherEditions(enabled = true) {
  return useQuery({
    queryKey: [...STAFF_VOUCHERS_KEY, 'editions'],
    queryFn: async ({ signal }): Promise<ListVoucherEditionsResponse> =>
      ListVoucherEditionsResponseSchema.parse(await api.get<unknown>(`${API}/editions`, { signal })),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** `GET /api/staff/vouchers/:id`: the voucher with its redemptions. */
export function useStaffVoucher(id: string) {
  return useQuery({
    queryKey: [...STAFF_VOUCHERS_KEY, 'voucher', id],
    queryFn: async ({ signal }): Promise<StaffVoucherDetail> =>
      StaffVoucherDetailSchema.parse(await api.get<unknown>(voucherUrl(id), { signal })),
  });
}

/** `POST /api/staff/vouchers`: one code or a batch. */
export function useCreateVouchers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateVouchersBody): Promise<CreateVouchersResponse> =>
      CreateVouchersResponseSchema.parse(await api.post<unknown>(API, body)),
    onSettled: () => refresh(queryClient),
  });
}

/** `POST /api/staff/vouchers/:id/disable` on the version read. */
export function useDisableVoucher(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (version: string): Promise<StaffVoucherDetail> =>
      StaffVoucherDetailSchema.parse(await api.post<unknown>(`${voucherUrl(id)}/disable`, { version })),
    onSuccess: (voucher) => queryClient.setQueryData([...STAFF_VOUCHERS_KEY, 'voucher', id], voucher),
    onSettled: () => refresh(queryClient),
  });
}
