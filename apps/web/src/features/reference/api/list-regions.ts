import * as referenceApi from '@school/domain/reference/contracts/endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { KEPT_FOR_THE_SESSION, referenceKeys } from './reference-keys';

/** The Italian regions. */
export const listRegions = (signal?: AbortSignal) => call(referenceApi.regions, { signal });

export function useRegions(enabled = true) {
  return useQuery({
    queryKey: referenceKeys.regions(),
    queryFn: ({ signal }) => listRegions(signal),
    enabled,
    ...KEPT_FOR_THE_SESSION,
  });
}
