import * as candidateApi from '@school/domain/candidate/contracts/endpoints';
import type {
  EmbassyAppointmentBody,
  FlightBody,
  VisaOutcomeBody,
} from '@school/domain/candidate/contracts/update-visa';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { VISA_QUERY_KEY } from './get-visa';

/** The three saves of the visa tab, one per phase the candidate fills in. */
export type VisaSave =
  | { phase: 'embassy'; body: EmbassyAppointmentBody }
  | { phase: 'flight'; body: FlightBody }
  | { phase: 'outcome'; body: VisaOutcomeBody };

/**
 * Phase 1 (sets "Attesa visto ambasciata"), phase 2, phase 3 (locked once saved). Each answers the
 * visa record as it now is.
 */
export function updateVisa(save: VisaSave) {
  switch (save.phase) {
    case 'embassy':
      return call(candidateApi.saveEmbassy, { body: save.body });
    case 'flight':
      return call(candidateApi.saveFlight, { body: save.body });
    case 'outcome':
      return call(candidateApi.saveOutcome, { body: save.body });
  }
}

export function useUpdateVisa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVisa,
    onSuccess: ({ visa }) => queryClient.setQueryData(VISA_QUERY_KEY, { visa }),
  });
}
