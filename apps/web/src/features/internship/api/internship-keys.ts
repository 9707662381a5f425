import type { StageSurvey } from '@school/domain/internship/stage';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';

/**
 * The internship area's query keys: every answer of `/api/internship` is under `['internship']`,
 * every answer of the console's `/api/staff/internship/…` under `['staff', 'internship']`
 * (`staff.all`, which a console change invalidates whole).
 */
export const internshipKeys = {
  all: ['internship'] as const,
  area: ['internship', 'area'] as const,
  /** The test pages' sample stage. */
  sample: ['internship', 'sample'] as const,
  /** The tutor's evaluation page of a mailed link. */
  tutorEvaluation: (token: string) => ['internship', 'tutorEvaluation', token] as const,
  staff: {
    all: ['staff', 'internship'] as const,
    editions: ['staff', 'internship', 'editions'] as const,
    board: (params: Record<string, string>) => ['staff', 'internship', 'board', params] as const,
    stage: (id: string) => ['staff', 'internship', 'stage', id] as const,
    editionDocuments: (code: string | null) => ['staff', 'internship', 'editionDocuments', code] as const,
    surveys: (code: string | null) => ['staff', 'internship', 'surveys', code] as const,
    answers: (code: string | null, form: StageSurvey) =>
      ['staff', 'internship', 'answers', code, form] as const,
  },
};

/** After a console change: every staff answer of the internship is read again. */
export const refreshStaffInternship = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: internshipKeys.staff.all });

/** After an upload: the stage and the lists show the new document. */
export function useRefreshInternship() {
  const queryClient = useQueryClient();
  return () => refreshStaffInternship(queryClient);
}
