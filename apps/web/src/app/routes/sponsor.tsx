import { SponsorHub } from '../../features/content/components/sponsor-hub';

export function Component() {
  return <SponsorHub />;
}
