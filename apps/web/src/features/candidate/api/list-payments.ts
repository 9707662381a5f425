import * as candidateApi from '@school/domain/candidate/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** The instalments of the current application. */
export const listPayments = (signal?: AbortSignal) => call(candidateApi.listPayments, { signal });

export const paymentsQueryOptions = queryOptions({
  queryKey: ['candidate', 'payments'],
  queryFn: ({ signal }) => listPayments(signal),
});

export function usePayments() {
  return useQuery(paymentsQueryOptions);
}
