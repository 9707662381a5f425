import { type GetVisaResponse, GetVisaResponseSchema } from '@school/domain/candidate/contracts/get-visa';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const VISA_QUERY_KEY = ['candidate', 'visa'] as const;

/** `GET /api/candidate/visa`: the visa record, null when the visa is not enabled. */
export async function getVisa(signal?: AbortSignal): Promise<GetVisaResponse> {
  return GetVisaResponseSchema.parse(await api.get<unknown>('/api/candidate/visa', { signal }));
}

export const visaQueryOptions = queryOptions({
  queryKey: VISA_QUERY_KEY,
  queryFn: ({ signal }) => getVisa(signal),
});

export function useVisa() {
  return useQuery(visaQueryOptions);
}
