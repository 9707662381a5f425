import type { ConfirmCourseBillingBody } from '@school/domain/billing/contracts/confirm-course-billing';
import type { ConfirmHousingBillingBody } from '@school/domain/billing/contracts/confirm-housing-billing';
import {
  type GetBillingResponse,
  GetBillingResponseSchema,
} from '@school/domain/billing/contracts/get-billing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { BILLING_QUERY_KEY } from './get-billing';

export type ConfirmBilling =
  | { kind: 'course'; body: ConfirmCourseBillingBody }
  | { kind: 'housing'; body: ConfirmHousingBillingBody };

/**
 * `POST /api/billing/{course,housing}/confirm`: "Confirm sets the sent flag and locks the form";
 * the server records the compilation date and updates the application or housing record.
 */
export async function confirmBilling(confirm: ConfirmBilling): Promise<GetBillingResponse> {
  return GetBillingResponseSchema.parse(
    await api.post<unknown>(`/api/billing/${confirm.kind}/confirm`, confirm.body),
  );
}

export function useConfirmBilling() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmBilling,
    onSuccess: (billing) => queryClient.setQueryData(BILLING_QUERY_KEY, billing),
  });
}
