import { useParams } from 'react-router';
import { RequireAccess } from '../../components/require-access';
import { TicketDetailPage } from '../../features/tickets/components/ticket-detail-page';

/** /interventi/:id: one of the user's cases, read-only, with its thread. */
export function Component() {
  const { id = '' } = useParams();
  return (
    <RequireAccess allows={() => true}>
      <TicketDetailPage id={id} />
    </RequireAccess>
  );
}
