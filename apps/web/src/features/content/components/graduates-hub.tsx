import { IconBriefcase, IconSchool, IconUsersGroup } from '@tabler/icons-react';
import { type ExternalBox, ExternalHub } from './external-hub';

const boxes: ExternalBox[] = [
  { id: 'alumni', icon: IconUsersGroup, link: 'alumni' },
  { id: 'jobs', icon: IconBriefcase, link: 'jobOffers', italianOnly: true },
  { id: 'advanced', icon: IconSchool, link: 'advancedCourses', italianOnly: true },
];

/** Graduates: 3 boxes in Italian, 1 in English. */
export function GraduatesHub() {
  return <ExternalHub hub="graduates" boxes={boxes} />;
}
