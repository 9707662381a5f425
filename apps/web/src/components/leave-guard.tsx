import { useLeaveGuard } from '../hooks/use-leave-guard';

/** Asks "Si desidera uscire?" before leaving the page while `when` is true. */
export function LeaveGuard({ when }: { when: boolean }) {
  return useLeaveGuard(when);
}
