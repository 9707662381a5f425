import * as staffPrivacyApi from '@school/domain/privacy/contracts/staff-endpoints';
import type { ErasureDecisionBody } from '@school/domain/privacy/contracts/staff-privacy';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { privacyKeys } from '../../api/privacy-keys';

/** Confirms (the erasure runs) or refuses with a reason, on the version read. */
export const decideErasure = (id: string, body: ErasureDecisionBody) =>
  call(staffPrivacyApi.decideErasure, { params: { id }, body });

export function useDecideErasure(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ErasureDecisionBody) => decideErasure(id, body),
    // Settled: a stale refusal reads the request again, so the form reopens on its new version.
    onSettled: () => queryClient.invalidateQueries({ queryKey: privacyKeys.staff.all }),
  });
}
