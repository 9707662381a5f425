import {
  type ListOpenEditionsResponse,
  ListOpenEditionsResponseSchema,
} from '@school/domain/application/contracts/list-editions';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { applicationKeys } from './application-keys';

/** `GET /api/application/editions`: the course editions open to applications. */
export async function listOpenEditions(signal?: AbortSignal): Promise<ListOpenEditionsResponse> {
  return ListOpenEditionsResponseSchema.parse(
    await api.get<unknown>('/api/application/editions', { signal }),
  );
}

export function useOpenEditions() {
  return useQuery({
    queryKey: applicationKeys.editions,
    queryFn: ({ signal }) => listOpenEditions(signal),
    staleTime: 5 * 60_000,
  });
}
