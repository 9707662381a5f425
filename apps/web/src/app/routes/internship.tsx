import { hasStageFlag } from '@school/domain/internship/stage';
import { RequireAccess } from '../../components/require-access';
import { InternshipPage } from '../../features/internship/components/internship-page';

/**
 * AreaStage, /areastage ("Your Internship Path"): "Requires a logged-in profile with an Id";
 * visitors log in first, and the page is for a course enrolment with the stage flag (the rule of
 * its API); others go Home. Status 99 is answered by the page itself.
 */
export function Component() {
  return (
    <RequireAccess allows={(_, subject) => hasStageFlag(subject)}>
      <InternshipPage />
    </RequireAccess>
  );
}
