import { canOpenAttendanceKiosk } from '@school/domain/access/rules';
import { useParams } from 'react-router';
import { RequireAccess } from '../../components/require-access';
import { ClassroomKiosk } from '../../features/attendance/components/classroom-kiosk';

/** The classroom's kiosk, /presenze/aula/{id}: a teacher, or staff with Didattica; others go Home. */
export function Component() {
  const { id = '' } = useParams();
  return (
    <RequireAccess allows={(_access, subject) => canOpenAttendanceKiosk(subject)}>
      <ClassroomKiosk classroomId={id} />
    </RequireAccess>
  );
}
