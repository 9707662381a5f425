import { useAccess } from '../../features/auth/hooks/use-access';
import { CandidatesHub } from '../../features/content/components/candidates-hub';

export function Component() {
  return <CandidatesHub access={useAccess()} />;
}
