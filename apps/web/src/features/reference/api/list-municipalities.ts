import * as referenceApi from '@school/domain/reference/contracts/endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { KEPT_FOR_THE_SESSION, referenceKeys } from './reference-keys';
import { filledIn } from './reference-query';

/** Italian municipalities of a province (all of them) and/or matching a text (the first 50). */
export const listMunicipalities = (province: string, q: string, signal?: AbortSignal) =>
  call(referenceApi.municipalities, {
    query: filledIn({ province, q, limit: province ? 500 : 50 }),
    signal,
  });

/** One of the province and the text is needed. */
export function useMunicipalities({ province = '', q = '' }: { province?: string; q?: string }) {
  return useQuery({
    queryKey: referenceKeys.municipalities(province, q),
    queryFn: ({ signal }) => listMunicipalities(province, q, signal),
    enabled: province.trim() !== '' || q.trim() !== '',
    placeholderData: keepPreviousData,
    ...KEPT_FOR_THE_SESSION,
  });
}
