import { useTranslation } from 'react-i18next';
import { NotFoundPage } from '../../components/not-found-page';
import { Page } from '../../components/page';
import { PageLoader } from '../../components/page-loader';
import { RequireAccess } from '../../components/require-access';
import { OutboxList } from '../../features/notifications/components/outbox-list';
import { useAppConfig } from '../../lib/app-config';

/**
 * /outbox: the demo mail outbox, only when the server runs the local mail adapter with
 * OUTBOX_VIEW on, and only for signed-in staff (visitors are sent to the login first).
 */
export function Component() {
  const { t } = useTranslation('notifications');
  const { data: config, isPending } = useAppConfig();
  if (isPending) return <PageLoader />;
  if (!config?.outbox) return <NotFoundPage />;
  return (
    <RequireAccess allows={(access) => access.isSecretariatStaff}>
      <Page title={t('outbox.title')} intro={t('outbox.intro')}>
        <OutboxList />
      </Page>
    </RequireAccess>
  );
}
