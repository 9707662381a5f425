import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { StageFormTestPage } from '../../features/internship/components/stage-form-test-page';
import { TestPageGate } from '../../features/internship/components/test-page-gate';

/** TStageForm, `/TStageForm?survey={form}`: the test page of one stage form (a test page). */
export function Component() {
  const { t } = useTranslation('internship');
  const { search } = useLocation();
  return (
    <TestPageGate title={t('test.formTitle')} target={`${paths.internshipFormTest}${search}`}>
      <StageFormTestPage />
    </TestPageGate>
  );
}
