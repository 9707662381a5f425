import {
  type InternshipResponse,
  InternshipResponseSchema,
} from '@school/domain/internship/contracts/internship';
import type { StageSurvey } from '@school/domain/internship/stage';
import type { SurveyAnswers } from '@school/domain/survey/answers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { internshipKeys } from './internship-keys';

/**
 * `POST /api/internship/forms/:form` (updatePreferenzeStage) with `{ answers }`: the server checks
 * them against the edition's definition, stores the saved texts and the completed flag, deletes
 * the draft and answers the whole area.
 */
export async function submitSurvey(form: StageSurvey, answers: SurveyAnswers): Promise<InternshipResponse> {
  return InternshipResponseSchema.parse(
    await api.post<unknown>(`/api/internship/forms/${encodeURIComponent(form)}`, { answers }),
  );
}

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
