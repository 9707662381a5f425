import {
  type ErasureDecisionBody,
  type StaffErasure,
  StaffErasureSchema,
} from '@school/domain/privacy/contracts/staff-privacy';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { privacyKeys } from '../../api/privacy-keys';
import { staffErasureUrl } from './privacy-staff-urls';

/** `POST /api/staff/privacy/erasures/:id/decision` */
export async function decideErasure(id: string, body: ErasureDecisionBody): Promise<StaffErasure> {
  return StaffErasureSchema.parse(await api.post<unknown>(`${staffErasureUrl(id)}/decision`, body));
}

export function useDecideErasure(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ErasureDecisionBody) => decideErasure(id, body),
    // Settled: a stale refusal reads the request again, so the form reopens on its new version.
    onSettled: () => queryClient.invalidateQueries({ queryKey: privacyKeys.staff.all }),
  });
}
