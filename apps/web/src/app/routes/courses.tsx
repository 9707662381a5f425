import { OpenApplications } from '../../features/application/components/open-applications';
import { CoursesHub } from '../../features/content/components/courses-hub';

/** Corsi: the courses hub, then the editions open to applications ("Candidati" starts one). */
export function Component() {
  return (
    <CoursesHub>
      <OpenApplications />
    </CoursesHub>
  );
}
