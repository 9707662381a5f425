import { RequireAccess } from '../../components/require-access';
import { UtilityPage } from '../../features/utility/components/utility-page';

/**
 * Utility, /utility: the student area plus a course enrolment, or the doors (decision 37); the
 * doors alone for whoever may open them without Utility (decision 55); others go Home.
 */
export function Component() {
  return (
    <RequireAccess allows={(access) => access.canSeeUtility || access.canOpenDoors}>
      <UtilityPage />
    </RequireAccess>
  );
}
