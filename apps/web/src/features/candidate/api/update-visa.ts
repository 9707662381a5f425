import {
  type EmbassyAppointmentBody,
  type FlightBody,
  type UpdateVisaResponse,
  UpdateVisaResponseSchema,
  type VisaOutcomeBody,
} from '@school/domain/candidate/contracts/update-visa';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { VISA_QUERY_KEY } from './get-visa';

/** The three saves of the visa tab, one per phase the candidate fills in. */
export type VisaSave =
  | { phase: 'embassy'; body: EmbassyAppointmentBody }
  | { phase: 'flight'; body: FlightBody }
  | { phase: 'outcome'; body: VisaOutcomeBody };

/**
 * `PUT /api/candidate/visa/{embassy,flight,outcome}`: phase 1 (sets "Attesa visto ambasciata"),
 * phase 2, phase 3 (locked once saved). Each answers the visa record as it now is.
 */
export async function updateVisa(save: VisaSave): Promise<UpdateVisaResponse> {
  return UpdateVisaResponseSchema.parse(
    await api.put<unknown>(`/api/candidate/visa/${save.phase}`, save.body),
  );
}

export function useUpdateVisa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVisa,
    onSuccess: ({ visa }) => queryClient.setQueryData(VISA_QUERY_KEY, { visa }),
  });
}
