import { ApplicationWizard } from '../../features/application/components/application-wizard';
import { ChineseFlag } from '../../features/application/components/chinese-flag';
import type { ShellHandle } from '../shell/app-shell';

/** Candidatura, `/candidatura/{productcode}` and `/candidatura/{productcode}/{step}`: open to visitors (step 0). */
export function Component() {
  return <ApplicationWizard />;
}

export const handle: ShellHandle = { extraFlags: ChineseFlag, chinese: true };
