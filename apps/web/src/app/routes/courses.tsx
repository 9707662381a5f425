import { CoursesHub } from '../../features/content/components/courses-hub';

export function Component() {
  return <CoursesHub />;
}
