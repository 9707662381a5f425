import {
  type ListMunicipalitiesResponse,
  ListMunicipalitiesResponseSchema,
} from '@school/domain/reference/contracts/list-municipalities';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { KEPT_FOR_THE_SESSION, referenceKeys, referencePath } from './reference-keys';

/**
 * `GET /api/reference/municipalities`: Italian municipalities of a province (all of them) and/or
 * matching a text (the first 50).
 */
export async function listMunicipalities(
  province: string,
  q: string,
  signal?: AbortSignal,
): Promise<ListMunicipalitiesResponse> {
  return ListMunicipalitiesResponseSchema.parse(
    await api.get<unknown>(referencePath('municipalities', { province, q, limit: province ? 500 : 50 }), {
      signal,
    }),
  );
}

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
