import {
  type StaffSurveyDefinitions,
  StaffSurveyDefinitionsSchema,
} from '@school/domain/internship/contracts/staff-internship';
import type { StageSurvey, StageSurveyReadyForm } from '@school/domain/internship/stage';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { editionUrl, refreshStaffInternship } from './internship-staff-urls';

/** A form's definition to save, or none to reset it (to the ready one named, else the course's own). */
export interface SurveyDefinitionSave {
  form: StageSurvey;
  definition?: unknown;
  ready?: StageSurveyReadyForm;
}

/**
 * `PUT …/editions/:code/surveys/:form` with a definition, or `POST …/reset` without one: the ready
 * definition named (`ready`), else the course's own.
 */
export async function saveSurveyDefinition(
  code: string,
  save: SurveyDefinitionSave,
): Promise<StaffSurveyDefinitions> {
  return StaffSurveyDefinitionsSchema.parse(
    save.definition === undefined
      ? await api.post<unknown>(
          `${editionUrl(code)}/surveys/${save.form}/reset`,
          save.ready ? { ready: save.ready } : undefined,
        )
      : await api.put<unknown>(`${editionUrl(code)}/surveys/${save.form}`, {
          definition: save.definition,
        }),
  );
}

export function useSaveDefinition(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: SurveyDefinitionSave) => saveSurveyDefinition(code, save),
    onSettled: () => refreshStaffInternship(queryClient),
  });
}
