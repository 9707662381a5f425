import * as staffThesisApi from '@school/domain/thesis/contracts/staff-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { refreshStaffThesis } from '../../api/thesis-keys';

/** Deletes a catalogue item, or hides it when dish lines use it (on the version read). */
export const removeCatalogueItem = (item: { id: string; version: string }) =>
  call(staffThesisApi.removeCatalogueItem, { params: { id: item.id }, query: { version: item.version } });

export function useRemoveCatalogueItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCatalogueItem,
    onSettled: () => refreshStaffThesis(queryClient),
  });
}
