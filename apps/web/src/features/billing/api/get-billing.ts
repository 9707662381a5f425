import {
  type GetBillingResponse,
  GetBillingResponseSchema,
} from '@school/domain/billing/contracts/get-billing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const BILLING_QUERY_KEY = ['billing'] as const;

/** `GET /api/billing`: course billing and, with a housing record or contract, housing billing. */
export async function getBilling(signal?: AbortSignal): Promise<GetBillingResponse> {
  return GetBillingResponseSchema.parse(await api.get<unknown>('/api/billing', { signal }));
}

export const billingQueryOptions = queryOptions({
  queryKey: BILLING_QUERY_KEY,
  queryFn: ({ signal }) => getBilling(signal),
});

export function useBilling() {
  return useQuery(billingQueryOptions);
}
