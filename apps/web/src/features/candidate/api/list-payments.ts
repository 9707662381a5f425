import {
  type ListPaymentsResponse,
  ListPaymentsResponseSchema,
} from '@school/domain/candidate/contracts/list-payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `GET /api/candidate/payments`: the instalments of the current application. */
export async function listPayments(signal?: AbortSignal): Promise<ListPaymentsResponse> {
  return ListPaymentsResponseSchema.parse(await api.get<unknown>('/api/candidate/payments', { signal }));
}

export const paymentsQueryOptions = queryOptions({
  queryKey: ['candidate', 'payments'],
  queryFn: ({ signal }) => listPayments(signal),
});

export function usePayments() {
  return useQuery(paymentsQueryOptions);
}
