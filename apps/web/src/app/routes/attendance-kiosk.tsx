import { canOpenAttendanceKiosk } from '@school/domain/access/rules';
import { useParams } from 'react-router';
import { ClassroomKiosk } from '../../features/attendance/components/classroom-kiosk';
import { RequireAccess } from '../../features/auth/components/require-access';

/** The classroom's kiosk, /presenze/aula/{id}: a teacher, or staff with Didattica; others go Home. */
export function Component() {
  const { id = '' } = useParams();
  return (
    <RequireAccess allows={(_access, subject) => canOpenAttendanceKiosk(subject)}>
      <ClassroomKiosk classroomId={id} />
    </RequireAccess>
  );
}
