import * as staffInternshipApi from '@school/domain/internship/contracts/staff-endpoints';
import type { StageSurvey } from '@school/domain/internship/stage';
import { useQuery } from '@tanstack/react-query';
import { call, endpointUrl } from '../../../../lib/api-client';
import { internshipKeys } from '../../api/internship-keys';

/** A form's sent answers across the edition: the table and the summary. */
export const getStageAnswers = (code: string, form: StageSurvey, signal?: AbortSignal) =>
  call(staffInternshipApi.getAnswers, { params: { code, form }, signal });

export function useStageAnswers(code: string | null, form: StageSurvey) {
  return useQuery({
    queryKey: internshipKeys.staff.answers(code, form),
    queryFn: ({ signal }) => getStageAnswers(code ?? '', form, signal),
    enabled: code !== null,
  });
}

/** The same answers as CSV: the address, for a download link. */
export const answersCsvUrl = (code: string, form: StageSurvey) =>
  endpointUrl(staffInternshipApi.answersCsv, { params: { code, form } });
