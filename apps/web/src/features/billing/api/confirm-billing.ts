import type { ConfirmCourseBillingBody } from '@school/domain/billing/contracts/confirm-course-billing';
import type { ConfirmHousingBillingBody } from '@school/domain/billing/contracts/confirm-housing-billing';
import * as billingApi from '@school/domain/billing/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { BILLING_QUERY_KEY } from './get-billing';

export type ConfirmBilling =
  | { kind: 'course'; body: ConfirmCourseBillingBody }
  | { kind: 'housing'; body: ConfirmHousingBillingBody };

/**
 * "Confirm sets the sent flag and locks the form"; the server records the compilation date and
 * updates the application or housing record.
 */
export function confirmBilling(confirm: ConfirmBilling) {
  return confirm.kind === 'course'
    ? call(billingApi.confirmCourse, { body: confirm.body })
    : call(billingApi.confirmHousing, { body: confirm.body });
}

export function useConfirmBilling() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmBilling,
    onSuccess: (billing) => queryClient.setQueryData(BILLING_QUERY_KEY, billing),
  });
}
