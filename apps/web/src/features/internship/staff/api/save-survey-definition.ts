import * as staffInternshipApi from '@school/domain/internship/contracts/staff-endpoints';
import type { StageSurvey, StageSurveyReadyForm } from '@school/domain/internship/stage';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { refreshStaffInternship } from '../../api/internship-keys';

/** A form's definition to save, or none to reset it (to the ready one named, else the course's own). */
export interface SurveyDefinitionSave {
  form: StageSurvey;
  definition?: unknown;
  ready?: StageSurveyReadyForm;
}

/**
 * Replaces a form's definition, or resets it without one: to the ready definition named
 * (`ready`), else the course's own.
 */
export async function saveSurveyDefinition(code: string, save: SurveyDefinitionSave) {
  const params = { code, form: save.form };
  return save.definition === undefined
    ? call(staffInternshipApi.resetDefinition, {
        params,
        body: save.ready ? { ready: save.ready } : undefined,
      })
    : call(staffInternshipApi.replaceDefinition, { params, body: { definition: save.definition } });
}

export function useSaveDefinition(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: SurveyDefinitionSave) => saveSurveyDefinition(code, save),
    onSettled: () => refreshStaffInternship(queryClient),
  });
}
