import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { RequireAccess } from '../../components/require-access';
import { ApplicationHistory } from '../../features/candidate/components/application-history';

/** Storico, /storico: only candidato and studente; visitors log in first, others go Home. */
export function Component() {
  const { t } = useTranslation('candidate');
  return (
    <RequireAccess allows={(access) => access.canSeeHistory}>
      <Page title={t('history.title')} intro={t('history.intro')}>
        <ApplicationHistory />
      </Page>
    </RequireAccess>
  );
}
