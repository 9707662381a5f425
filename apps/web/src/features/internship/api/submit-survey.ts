import * as internshipApi from '@school/domain/internship/contracts/endpoints';
import type { StageSurvey } from '@school/domain/internship/stage';
import type { SurveyAnswers } from '@school/domain/survey/answers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { internshipKeys } from './internship-keys';

/**
 * Sends a form's `{ answers }` (updatePreferenzeStage): the server checks them against the
 * edition's definition, stores the saved texts and the completed flag, deletes the draft and
 * answers the whole area.
 */
export const submitSurvey = (form: StageSurvey, answers: SurveyAnswers) =>
  call(internshipApi.sendForm, { params: { form }, body: { answers } });

export function useSubmitSurvey(form: StageSurvey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: SurveyAnswers) => submitSurvey(form, answers),
    // The answer is the area as it now is: the form shows its saved answers, read-only when done.
    onSuccess: (area) => queryClient.setQueryData(internshipKeys.area, area),
    // A refusal may mean the stage moved on (completed elsewhere, status changed): read it again.
    onError: () => queryClient.invalidateQueries({ queryKey: internshipKeys.area }),
  });
}
