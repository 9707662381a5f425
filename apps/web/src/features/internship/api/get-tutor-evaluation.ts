import * as internshipApi from '@school/domain/internship/contracts/endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { internshipKeys } from './internship-keys';

/** The student and period the mailed link is for (no login). */
export const getTutorEvaluation = (token: string, signal?: AbortSignal) =>
  call(internshipApi.getEvaluation, { params: { token }, signal });

export function useTutorEvaluation(token: string) {
  return useQuery({
    queryKey: internshipKeys.tutorEvaluation(token),
    queryFn: ({ signal }) => getTutorEvaluation(token, signal),
    // An unknown, expired or used link is an answer, not a failure to retry.
    retry: false,
  });
}
