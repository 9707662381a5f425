import * as staffInternshipApi from '@school/domain/internship/contracts/staff-endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { internshipKeys } from '../../api/internship-keys';

/** The edition's three survey definitions. */
export const getSurveyDefinitions = (code: string, signal?: AbortSignal) =>
  call(staffInternshipApi.getDefinitions, { params: { code }, signal });

export function useSurveyDefinitions(code: string | null) {
  return useQuery({
    queryKey: internshipKeys.staff.surveys(code),
    queryFn: ({ signal }) => getSurveyDefinitions(code ?? '', signal),
    enabled: code !== null,
  });
}
