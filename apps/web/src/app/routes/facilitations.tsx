import { FacilitationsHub } from '../../features/content/components/facilitations-hub';

export function Component() {
  return <FacilitationsHub />;
}
