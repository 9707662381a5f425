import { GraduatesHub } from '../../features/content/components/graduates-hub';

export function Component() {
  return <GraduatesHub />;
}
