import { AskAssistancePage } from '../../features/content/components/ask-assistance-page';

export function Component() {
  return <AskAssistancePage />;
}
