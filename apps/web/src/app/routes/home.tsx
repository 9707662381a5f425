import { HomeHub } from '../../features/content/components/home-hub';
import { useAccess } from '../../hooks/use-access';

export function Component() {
  const access = useAccess();
  return <HomeHub access={access} />;
}
