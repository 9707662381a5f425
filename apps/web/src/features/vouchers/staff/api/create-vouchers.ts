import * as staffVouchersApi from '@school/domain/vouchers/contracts/staff-endpoints';
import type { CreateVouchersBody } from '@school/domain/vouchers/contracts/staff-vouchers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { refreshStaffVouchers } from '../../api/vouchers-keys';

/** One code or a batch. */
export const createVouchers = (body: CreateVouchersBody) => call(staffVouchersApi.createVouchers, { body });

export function useCreateVouchers() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createVouchers, onSettled: () => refreshStaffVouchers(queryClient) });
}
