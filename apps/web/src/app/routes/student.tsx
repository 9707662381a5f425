import { RequireAccess } from '../../features/auth/components/require-access';
import { useAccess } from '../../features/auth/hooks/use-access';
import { StudentHub } from '../../features/content/components/student-hub';

/** Studente, /studente: students or employees; visitors log in first, others go Home. */
export function Component() {
  const access = useAccess();
  return (
    <RequireAccess allows={(a) => a.canSeeStudentArea}>
      <StudentHub access={access} />
    </RequireAccess>
  );
}
