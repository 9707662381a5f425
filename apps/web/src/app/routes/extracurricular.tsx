import { ExtracurricularHub } from '../../features/content/components/extracurricular-hub';

export function Component() {
  return <ExtracurricularHub />;
}
