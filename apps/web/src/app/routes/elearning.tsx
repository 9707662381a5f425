import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { RequireAccess } from '../../components/require-access';
import { ElearningPage } from '../../features/elearning/components/elearning-page';
import { useCurrentUser } from '../../lib/me';

/** /elearning: students whose course has the elearning flag; visitors log in first, others go Home. */
export function Component() {
  const { t } = useTranslation('elearning');
  const me = useCurrentUser();
  return (
    <RequireAccess allows={(access) => access.isElearningVisible}>
      <Page title={t('title')} intro={t('intro')}>
        <ElearningPage language={me?.language ?? 'it'} />
      </Page>
    </RequireAccess>
  );
}
