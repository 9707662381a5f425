import * as internshipApi from '@school/domain/internship/contracts/endpoints';
import type { SurveyAnswers } from '@school/domain/survey/answers';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** The tutor's answers, sent once. */
export async function sendTutorEvaluation(token: string, answers: SurveyAnswers): Promise<void> {
  await call(internshipApi.sendEvaluation, { params: { token }, body: { answers } });
}

export function useSendTutorEvaluation(token: string) {
  return useMutation({ mutationFn: (answers: SurveyAnswers) => sendTutorEvaluation(token, answers) });
}
