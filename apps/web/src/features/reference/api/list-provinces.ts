import {
  type ListProvincesResponse,
  ListProvincesResponseSchema,
} from '@school/domain/reference/contracts/list-provinces';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { KEPT_FOR_THE_SESSION, referenceKeys, referencePath } from './reference-keys';

/** `GET /api/reference/provinces`: Italian provinces ("PR - Parma"), of a region when given; "EE - For Foreign Country" last otherwise. */
export async function listProvinces(region: string, signal?: AbortSignal): Promise<ListProvincesResponse> {
  return ListProvincesResponseSchema.parse(
    await api.get<unknown>(referencePath('provinces', { region }), { signal }),
  );
}

export function useProvinces(region = '', enabled = true) {
  return useQuery({
    queryKey: referenceKeys.provinces(region),
    queryFn: ({ signal }) => listProvinces(region, signal),
    enabled,
    ...KEPT_FOR_THE_SESSION,
  });
}
