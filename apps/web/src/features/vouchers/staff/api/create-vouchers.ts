import {
  type CreateVouchersBody,
  type CreateVouchersResponse,
  CreateVouchersResponseSchema,
} from '@school/domain/vouchers/contracts/staff-vouchers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { refreshStaffVouchers, STAFF_VOUCHERS_API } from './vouchers-staff-urls';

/** `POST /api/staff/vouchers`: one code or a batch. */
export async function createVouchers(body: CreateVouchersBody): Promise<CreateVouchersResponse> {
  return CreateVouchersResponseSchema.parse(await api.post<unknown>(STAFF_VOUCHERS_API, body));
}

export function useCreateVouchers() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createVouchers, onSettled: () => refreshStaffVouchers(queryClient) });
}
