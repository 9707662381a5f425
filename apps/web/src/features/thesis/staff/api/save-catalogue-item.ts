import * as staffThesisApi from '@school/domain/thesis/contracts/staff-endpoints';
import type {
  CreateCatalogueItemBody,
  UpdateCatalogueItemBody,
} from '@school/domain/thesis/contracts/staff-thesis';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { refreshStaffThesis } from '../../api/thesis-keys';

/** A new catalogue item (no id yet), or a change to one on the version read. */
export type CatalogueItemSave =
  | { id: null; body: CreateCatalogueItemBody }
  | { id: string; body: UpdateCatalogueItemBody };

/** Creates a catalogue item, or changes one (on the version read). */
export async function saveCatalogueItem(save: CatalogueItemSave) {
  return save.id === null
    ? call(staffThesisApi.createCatalogueItem, { body: save.body })
    : call(staffThesisApi.changeCatalogueItem, { params: { id: save.id }, body: save.body });
}

export function useSaveCatalogueItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCatalogueItem,
    onSettled: () => refreshStaffThesis(queryClient),
  });
}
