import { HomeHub } from '../../features/content/components/home-hub';

export function Component() {
  return <HomeHub />;
}
