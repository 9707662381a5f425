import { MyAlmaLifeHub } from '../../features/content/components/my-alma-life-hub';
import { useAccess } from '../../hooks/use-access';

export function Component() {
  return <MyAlmaLifeHub access={useAccess()} />;
}
