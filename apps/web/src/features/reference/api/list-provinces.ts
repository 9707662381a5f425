import * as referenceApi from '@school/domain/reference/contracts/endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { KEPT_FOR_THE_SESSION, referenceKeys } from './reference-keys';
import { filledIn } from './reference-query';

/** Italian provinces ("PR - Parma"), of a region when given; "EE - For Foreign Country" last otherwise. */
export const listProvinces = (region: string, signal?: AbortSignal) =>
  call(referenceApi.provinces, { query: filledIn({ region }), signal });

export function useProvinces(region = '', enabled = true) {
  return useQuery({
    queryKey: referenceKeys.provinces(region),
    queryFn: ({ signal }) => listProvinces(region, signal),
    enabled,
    ...KEPT_FOR_THE_SESSION,
  });
}
