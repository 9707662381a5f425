import { useAccess } from '../../features/auth/hooks/use-access';
import { MyAlmaLifeHub } from '../../features/content/components/my-alma-life-hub';

export function Component() {
  return <MyAlmaLifeHub access={useAccess()} />;
}
