import { type StageAnswers, StageAnswersSchema } from '@school/domain/internship/contracts/staff-internship';
import type { StageSurvey } from '@school/domain/internship/stage';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { internshipKeys } from '../../api/internship-keys';
import { editionUrl } from './internship-staff-urls';

/** `GET …/editions/:code/answers/:form`: the table and the summary. */
export async function getStageAnswers(
  code: string,
  form: StageSurvey,
  signal?: AbortSignal,
): Promise<StageAnswers> {
  return StageAnswersSchema.parse(await api.get<unknown>(`${editionUrl(code)}/answers/${form}`, { signal }));
}

export function useStageAnswers(code: string | null, form: StageSurvey) {
  return useQuery({
    queryKey: internshipKeys.staff.answers(code, form),
    queryFn: ({ signal }) => getStageAnswers(code ?? '', form, signal),
    enabled: code !== null,
  });
}
