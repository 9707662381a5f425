import {
  type ListRegionsResponse,
  ListRegionsResponseSchema,
} from '@school/domain/reference/contracts/list-regions';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { KEPT_FOR_THE_SESSION, referenceKeys, referencePath } from './reference-keys';

/** `GET /api/reference/regions`: the Italian regions. */
export async function listRegions(signal?: AbortSignal): Promise<ListRegionsResponse> {
  return ListRegionsResponseSchema.parse(await api.get<unknown>(referencePath('regions'), { signal }));
}

export function useRegions(enabled = true) {
  return useQuery({
    queryKey: referenceKeys.regions(),
    queryFn: ({ signal }) => listRegions(signal),
    enabled,
    ...KEPT_FOR_THE_SESSION,
  });
}
