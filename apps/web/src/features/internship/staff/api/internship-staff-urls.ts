import type { StageSurvey } from '@school/domain/internship/stage';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { internshipKeys } from '../../api/internship-keys';

/** The staff side of the internship (Stage): /api/staff/internship/… */
export const STAFF_INTERNSHIP_API = '/api/staff/internship';

export const stageUrl = (id: string) => `${STAFF_INTERNSHIP_API}/stages/${encodeURIComponent(id)}`;
export const editionUrl = (code: string) => `${STAFF_INTERNSHIP_API}/editions/${encodeURIComponent(code)}`;

/** `GET …/editions/:code/answers/:form/export.csv`: the CSV's address, for a download link. */
export const answersCsvUrl = (code: string, form: StageSurvey) =>
  `${editionUrl(code)}/answers/${form}/export.csv`;

/** After a console change: every staff answer of the internship is read again. */
export const refreshStaffInternship = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: internshipKeys.staff.all });

/** After an upload: the stage and the lists show the new document. */
export function useRefreshInternship() {
  const queryClient = useQueryClient();
  return () => refreshStaffInternship(queryClient);
}
