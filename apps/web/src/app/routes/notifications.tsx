import { RequireAccess } from '../../components/require-access';
import { NotificationsPage } from '../../features/notifications/components/notifications-page';

/** /notifiche: every notification of the signed-in person (visitors log in first). */
export function Component() {
  return (
    <RequireAccess allows={() => true}>
      <NotificationsPage />
    </RequireAccess>
  );
}
