import { useTranslation } from 'react-i18next';
import { NotFoundPage } from '../../components/not-found-page';
import { Page } from '../../components/page';
import { PageLoader } from '../../components/page-loader';
import { OutboxList } from '../../features/notifications/components/outbox-list';
import { useAppConfig } from '../../lib/app-config';

/** /outbox: the demo mail outbox, only when the server runs the local mail adapter. */
export function Component() {
  const { t } = useTranslation('notifications');
  const { data: config, isPending } = useAppConfig();
  if (isPending) return <PageLoader />;
  if (!config?.outbox) return <NotFoundPage />;
  return (
    <Page title={t('outbox.title')} intro={t('outbox.intro')}>
      <OutboxList />
    </Page>
  );
}
