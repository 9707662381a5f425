import { useAccess } from '../../features/auth/hooks/use-access';
import { InfoHub } from '../../features/content/components/info-hub';

export function Component() {
  return <InfoHub access={useAccess()} />;
}
