import { CatalogueCategoriesResponseSchema } from '@school/domain/thesis/contracts/staff-thesis';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { thesisKeys } from '../../api/thesis-keys';
import { STAFF_THESIS_API } from './thesis-staff-urls';

/** `GET /api/staff/thesis/catalogue/categories`: every category in use, for the form's suggestions. */
export async function listCatalogueCategories(signal?: AbortSignal): Promise<string[]> {
  return CatalogueCategoriesResponseSchema.parse(
    await api.get<unknown>(`${STAFF_THESIS_API}/catalogue/categories`, { signal }),
  ).categories;
}

export function useCatalogueCategories() {
  return useQuery({
    queryKey: thesisKeys.staff.categories,
    queryFn: ({ signal }) => listCatalogueCategories(signal),
  });
}
