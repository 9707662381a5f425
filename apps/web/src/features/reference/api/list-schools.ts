import * as referenceApi from '@school/domain/reference/contracts/endpoints';
import type { ListSchoolsQuery } from '@school/domain/reference/contracts/list-schools';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { KEPT_FOR_THE_SESSION, referenceKeys } from './reference-keys';
import { filledIn } from './reference-query';

/** Italian hotel and culinary institutes matching every given criterion. */
export const listSchools = (filter: ListSchoolsQuery, signal?: AbortSignal) =>
  call(referenceApi.schools, { query: filledIn({ ...filter }), signal });

export function useSchools(filter: ListSchoolsQuery, enabled = true) {
  return useQuery({
    queryKey: referenceKeys.schools(filter),
    queryFn: ({ signal }) => listSchools(filter, signal),
    enabled,
    placeholderData: keepPreviousData,
    ...KEPT_FOR_THE_SESSION,
  });
}
