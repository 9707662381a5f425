import type { GetBillingResponse } from '@school/domain/billing/contracts/get-billing';
import { GetBillingResponseSchema } from '@school/domain/billing/contracts/get-billing';
import type { SaveCourseBillingBody } from '@school/domain/billing/contracts/save-course-billing';
import type { SaveHousingBillingBody } from '@school/domain/billing/contracts/save-housing-billing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { BILLING_QUERY_KEY } from './get-billing';

export type SaveBilling =
  | { kind: 'course'; body: SaveCourseBillingBody }
  | { kind: 'housing'; body: SaveHousingBillingBody };

/** `PUT /api/billing/{course,housing}`: saves the form as a draft (while editable). */
export async function saveBilling(save: SaveBilling): Promise<GetBillingResponse> {
  return GetBillingResponseSchema.parse(await api.put<unknown>(`/api/billing/${save.kind}`, save.body));
}

export function useSaveBilling() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBilling,
    onSuccess: (billing) => queryClient.setQueryData(BILLING_QUERY_KEY, billing),
  });
}
