import * as billingApi from '@school/domain/billing/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const BILLING_QUERY_KEY = ['billing'] as const;

/** Course billing and, with a housing record or contract, housing billing. */
export const getBilling = (signal?: AbortSignal) => call(billingApi.getBilling, { signal });

export const billingQueryOptions = queryOptions({
  queryKey: BILLING_QUERY_KEY,
  queryFn: ({ signal }) => getBilling(signal),
});

export function useBilling() {
  return useQuery(billingQueryOptions);
}
