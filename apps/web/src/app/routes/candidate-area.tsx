import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { RequireAccess } from '../../components/require-access';
import { CandidateArea } from '../../features/candidate/components/candidate-area';

/** Candidato, /areacandidato: only candidato and studente; visitors log in first, others go Home. */
export function Component() {
  const { t } = useTranslation('candidate');
  return (
    <RequireAccess allows={(access) => access.canSeeCandidateArea}>
      <Page title={t('title')}>
        <CandidateArea />
      </Page>
    </RequireAccess>
  );
}
