import {
  type TutorEvaluationPage,
  TutorEvaluationPageSchema,
} from '@school/domain/internship/contracts/tutor-evaluation';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { internshipKeys, tutorEvaluationUrl } from './internship-keys';

/** `GET /api/internship/evaluation/:token`: the student and period the mailed link is for (no login). */
export async function getTutorEvaluation(token: string, signal?: AbortSignal): Promise<TutorEvaluationPage> {
  return TutorEvaluationPageSchema.parse(await api.get<unknown>(tutorEvaluationUrl(token), { signal }));
}

export function useTutorEvaluation(token: string) {
  return useQuery({
    queryKey: internshipKeys.tutorEvaluation(token),
    queryFn: ({ signal }) => getTutorEvaluation(token, signal),
    // An unknown, expired or used link is an answer, not a failure to retry.
    retry: false,
  });
}
