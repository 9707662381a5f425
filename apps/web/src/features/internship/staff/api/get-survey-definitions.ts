import {
  type StaffSurveyDefinitions,
  StaffSurveyDefinitionsSchema,
} from '@school/domain/internship/contracts/staff-internship';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { internshipKeys } from '../../api/internship-keys';
import { editionUrl } from './internship-staff-urls';

/** `GET …/editions/:code/surveys` */
export async function getSurveyDefinitions(
  code: string,
  signal?: AbortSignal,
): Promise<StaffSurveyDefinitions> {
  return StaffSurveyDefinitionsSchema.parse(
    await api.get<unknown>(`${editionUrl(code)}/surveys`, { signal }),
  );
}

export function useSurveyDefinitions(code: string | null) {
  return useQuery({
    queryKey: internshipKeys.staff.surveys(code),
    queryFn: ({ signal }) => getSurveyDefinitions(code ?? '', signal),
    enabled: code !== null,
  });
}
