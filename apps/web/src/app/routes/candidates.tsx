import { CandidatesHub } from '../../features/content/components/candidates-hub';

export function Component() {
  return <CandidatesHub />;
}
