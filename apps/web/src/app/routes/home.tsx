import { useAccess } from '../../features/auth/hooks/use-access';
import { HomeHub } from '../../features/content/components/home-hub';

export function Component() {
  const access = useAccess();
  return <HomeHub access={access} />;
}
