import { RequireAccess } from '../../components/require-access';
import { TicketsPage } from '../../features/tickets/components/tickets-page';

/** Interventi, /interventi: "Only for logged-in users"; visitors log in first. */
export function Component() {
  return (
    <RequireAccess allows={() => true}>
      <TicketsPage />
    </RequireAccess>
  );
}
