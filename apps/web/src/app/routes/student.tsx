import { RequireAccess } from '../../components/require-access';
import { StudentHub } from '../../features/content/components/student-hub';
import { useAccess } from '../../hooks/use-access';

/** Studente, /studente: students or employees; visitors log in first, others go Home. */
export function Component() {
  const access = useAccess();
  return (
    <RequireAccess allows={(a) => a.canSeeStudentArea}>
      <StudentHub access={access} />
    </RequireAccess>
  );
}
