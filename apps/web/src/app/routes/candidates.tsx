import { CandidatesHub } from '../../features/content/components/candidates-hub';
import { useAccess } from '../../hooks/use-access';

export function Component() {
  return <CandidatesHub access={useAccess()} />;
}
