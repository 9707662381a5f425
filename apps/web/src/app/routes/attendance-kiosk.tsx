import { canOpenAttendanceKiosk } from '@school/domain/access/rules';
import { useParams } from 'react-router';
import { AttendanceGuard } from '../../features/attendance/components/attendance-guard';
import { ClassroomKiosk } from '../../features/attendance/components/classroom-kiosk';

/** The classroom's kiosk, /presenze/aula/{id}: a teacher, or staff with Didattica; others go Home. */
export function Component() {
  const { id = '' } = useParams();
  return (
    <AttendanceGuard allows={(_access, subject) => canOpenAttendanceKiosk(subject)}>
      <ClassroomKiosk classroomId={id} />
    </AttendanceGuard>
  );
}
