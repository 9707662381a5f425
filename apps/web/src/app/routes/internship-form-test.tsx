import { isStageDefinedForm } from '@school/domain/internship/stage';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { StageFormTestPage } from '../../features/internship/components/stage-form-test-page';
import { TestPageGate } from '../../features/internship/components/test-page-gate';

/**
 * TStageForm, `/TStageForm?survey={form}`: the test page of one stage form (a test page). Section
 * 3's defined forms need no stage, so a visitor tries them without signing in.
 */
export function Component() {
  const { t } = useTranslation('internship');
  const { search } = useLocation();
  const survey = new URLSearchParams(search).get('survey');
  return (
    <TestPageGate
      title={t('test.formTitle')}
      target={`${paths.internshipFormTest}${search}`}
      signInRequired={!isStageDefinedForm(survey)}
    >
      <StageFormTestPage />
    </TestPageGate>
  );
}
