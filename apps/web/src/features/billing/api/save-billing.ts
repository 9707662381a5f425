import * as billingApi from '@school/domain/billing/contracts/endpoints';
import type { SaveCourseBillingBody } from '@school/domain/billing/contracts/save-course-billing';
import type { SaveHousingBillingBody } from '@school/domain/billing/contracts/save-housing-billing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { BILLING_QUERY_KEY } from './get-billing';

export type SaveBilling =
  | { kind: 'course'; body: SaveCourseBillingBody }
  | { kind: 'housing'; body: SaveHousingBillingBody };

/** Saves the form as a draft (while editable). */
export function saveBilling(save: SaveBilling) {
  return save.kind === 'course'
    ? call(billingApi.saveCourse, { body: save.body })
    : call(billingApi.saveHousing, { body: save.body });
}

export function useSaveBilling() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBilling,
    onSuccess: (billing) => queryClient.setQueryData(BILLING_QUERY_KEY, billing),
  });
}
