import * as applicationApi from '@school/domain/application/contracts/endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { applicationKeys } from './application-keys';

/** The course editions open to applications. */
export const listOpenEditions = (signal?: AbortSignal) => call(applicationApi.listEditions, { signal });

export function useOpenEditions() {
  return useQuery({
    queryKey: applicationKeys.editions,
    queryFn: ({ signal }) => listOpenEditions(signal),
    staleTime: 5 * 60_000,
  });
}
