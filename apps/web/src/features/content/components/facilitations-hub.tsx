import { IconCoin, IconDiscount, IconSchool } from '@tabler/icons-react';
import { type ExternalBox, ExternalHub } from './external-hub';

const boxes: ExternalBox[] = [
  { id: 'scholarships', icon: IconSchool, link: 'scholarships' },
  { id: 'financing', icon: IconCoin, link: 'financing' },
  { id: 'agreements', icon: IconDiscount, link: 'agreements' },
];

/** Financing and discounts: 3 boxes. */
export function FacilitationsHub() {
  return <ExternalHub hub="facilitations" boxes={boxes} />;
}
