import {
  type SurveyDraftResponse,
  SurveyDraftResponseSchema,
} from '@school/domain/internship/contracts/internship';
import type { StageSurvey } from '@school/domain/internship/stage';
import type { SurveyAnswers } from '@school/domain/survey/answers';
import { api, type RequestOptions } from '../../../lib/api-client';

/**
 * `PUT /api/internship/forms/:form/draft` with `{ answers }`: the answers being typed, kept on the
 * server so that they resume on any device (while the form is editable).
 */
export async function saveDraft(
  form: StageSurvey,
  answers: SurveyAnswers,
  options: RequestOptions = {},
): Promise<SurveyDraftResponse> {
  return SurveyDraftResponseSchema.parse(
    await api.put<unknown>(`/api/internship/forms/${encodeURIComponent(form)}/draft`, { answers }, options),
  );
}
