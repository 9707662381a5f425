import * as internshipApi from '@school/domain/internship/contracts/endpoints';
import type { StageSurvey } from '@school/domain/internship/stage';
import type { SurveyAnswers } from '@school/domain/survey/answers';
import { call, type RequestOptions } from '../../../lib/api-client';

/**
 * Saves `{ answers }`, the answers being typed, on the server so that they resume on any device
 * (while the form is editable).
 */
export const saveDraft = (form: StageSurvey, answers: SurveyAnswers, options: RequestOptions = {}) =>
  call(internshipApi.saveDraft, {
    params: { form },
    body: { answers },
    signal: options.signal,
    keepalive: options.keepalive,
  });
