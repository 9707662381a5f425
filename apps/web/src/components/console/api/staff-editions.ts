import type { CreateEditionBody, UpdateEditionBody } from '@school/domain/staff/contracts/editions';
import * as staffApi from '@school/domain/staff/contracts/staff-endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { staffKeys } from '../query-keys';

/** Every course edition (Amministrazione). */
export function useStaffEditions(enabled = true) {
  return useQuery({
    queryKey: staffKeys.editions,
    queryFn: ({ signal }) => call(staffApi.listEditions, { signal }),
    enabled,
  });
}

/** Creates an edition, or changes one (on the version read). */
export function useSaveEdition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: { id: null; body: CreateEditionBody } | { id: string; body: UpdateEditionBody }) =>
      save.id === null
        ? call(staffApi.createEdition, { body: save.body })
        : call(staffApi.changeEdition, { params: { id: save.id }, body: save.body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.editions }),
  });
}
