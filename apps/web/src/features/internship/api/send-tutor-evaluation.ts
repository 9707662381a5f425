import type { SurveyAnswers } from '@school/domain/survey/answers';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { tutorEvaluationUrl } from './internship-keys';

/** `POST /api/internship/evaluation/:token`: the tutor's answers, sent once. */
export async function sendTutorEvaluation(token: string, answers: SurveyAnswers): Promise<void> {
  await api.post<unknown>(tutorEvaluationUrl(token), { answers });
}

export function useSendTutorEvaluation(token: string) {
  return useMutation({ mutationFn: (answers: SurveyAnswers) => sendTutorEvaluation(token, answers) });
}
