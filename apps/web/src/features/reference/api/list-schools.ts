import {
  type ListSchoolsQuery,
  type ListSchoolsResponse,
  ListSchoolsResponseSchema,
} from '@school/domain/reference/contracts/list-schools';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { KEPT_FOR_THE_SESSION, referenceKeys, referencePath } from './reference-keys';

/** `GET /api/reference/schools`: Italian hotel and culinary institutes matching every given criterion. */
export async function listSchools(
  filter: ListSchoolsQuery,
  signal?: AbortSignal,
): Promise<ListSchoolsResponse> {
  return ListSchoolsResponseSchema.parse(
    await api.get<unknown>(referencePath('schools', { ...filter }), { signal }),
  );
}

export function useSchools(filter: ListSchoolsQuery, enabled = true) {
  return useQuery({
    queryKey: referenceKeys.schools(filter),
    queryFn: ({ signal }) => listSchools(filter, signal),
    enabled,
    placeholderData: keepPreviousData,
    ...KEPT_FOR_THE_SESSION,
  });
}
