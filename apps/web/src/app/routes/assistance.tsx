import { AssistanceHub } from '../../features/content/components/assistance-hub';

export function Component() {
  return <AssistanceHub />;
}
