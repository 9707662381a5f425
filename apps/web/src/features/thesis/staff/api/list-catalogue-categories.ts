import * as staffThesisApi from '@school/domain/thesis/contracts/staff-endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { thesisKeys } from '../../api/thesis-keys';

/** Every category in use, for the form's suggestions. */
export async function listCatalogueCategories(signal?: AbortSignal): Promise<string[]> {
  return (await call(staffThesisApi.catalogueCategories, { signal })).categories;
}

export function useCatalogueCategories() {
  return useQuery({
    queryKey: thesisKeys.staff.categories,
    queryFn: ({ signal }) => listCatalogueCategories(signal),
  });
}
