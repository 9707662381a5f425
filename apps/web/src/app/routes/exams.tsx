import { RequireAccess } from '../../components/require-access';
import { ExamsPage } from '../../features/thesis/components/exams-page';

/** Esami, /esami: for a course with a thesis flag (intermediate or final); others go Home. */
export function Component() {
  return (
    <RequireAccess allows={(access) => access.isThesisVisible || access.isIntermediateThesisVisible}>
      <ExamsPage />
    </RequireAccess>
  );
}
