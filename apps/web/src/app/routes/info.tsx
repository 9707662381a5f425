import { InfoHub } from '../../features/content/components/info-hub';
import { useAccess } from '../../hooks/use-access';

export function Component() {
  return <InfoHub access={useAccess()} />;
}
