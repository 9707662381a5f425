import {
  type RemoveCatalogueItemResponse,
  RemoveCatalogueItemResponseSchema,
} from '@school/domain/thesis/contracts/staff-thesis';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { itemUrl, refreshStaffThesis } from './thesis-staff-urls';

/** `DELETE /api/staff/thesis/catalogue/:id?version=…`: deleted, or hidden when dish lines use it. */
export async function removeCatalogueItem(item: {
  id: string;
  version: string;
}): Promise<RemoveCatalogueItemResponse> {
  return RemoveCatalogueItemResponseSchema.parse(
    await api.delete<unknown>(`${itemUrl(item.id)}?version=${encodeURIComponent(item.version)}`),
  );
}

export function useRemoveCatalogueItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCatalogueItem,
    onSettled: () => refreshStaffThesis(queryClient),
  });
}
