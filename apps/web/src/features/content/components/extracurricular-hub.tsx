import { IconCalendarEvent, IconChefHat, IconTrophy } from '@tabler/icons-react';
import { type ExternalBox, ExternalHub } from './external-hub';

const boxes: ExternalBox[] = [
  { id: 'events', icon: IconCalendarEvent, link: 'events' },
  { id: 'masterclasses', icon: IconChefHat, link: 'masterclasses' },
  { id: 'competitions', icon: IconTrophy, link: 'competitions' },
];

/** Extracurricular activities: 3 boxes. */
export function ExtracurricularHub() {
  return <ExternalHub hub="extracurricular" boxes={boxes} />;
}
