import { RequireAccess } from '../../components/require-access';
import { WeeklySurveyPage } from '../../features/notifications/components/weekly-survey-page';

/** /questionario: the students' weekly survey (others go Home, visitors log in first). */
export function Component() {
  return (
    <RequireAccess allows={(access) => access.canSeeFirstDay}>
      <WeeklySurveyPage />
    </RequireAccess>
  );
}
