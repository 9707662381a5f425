import {
  type CreateCatalogueItemBody,
  type StaffCatalogueItem,
  StaffCatalogueItemSchema,
  type UpdateCatalogueItemBody,
} from '@school/domain/thesis/contracts/staff-thesis';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { itemUrl, refreshStaffThesis, STAFF_THESIS_API } from './thesis-staff-urls';

/** A new catalogue item (no id yet), or a change to one on the version read. */
export type CatalogueItemSave =
  | { id: null; body: CreateCatalogueItemBody }
  | { id: string; body: UpdateCatalogueItemBody };

/** `POST /api/staff/thesis/catalogue` or `PUT /api/staff/thesis/catalogue/:id` (on the version read). */
export async function saveCatalogueItem(save: CatalogueItemSave): Promise<StaffCatalogueItem> {
  return StaffCatalogueItemSchema.parse(
    save.id === null
      ? await api.post<unknown>(`${STAFF_THESIS_API}/catalogue`, save.body)
      : await api.put<unknown>(itemUrl(save.id), save.body),
  );
}

export function useSaveCatalogueItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCatalogueItem,
    onSettled: () => refreshStaffThesis(queryClient),
  });
}
