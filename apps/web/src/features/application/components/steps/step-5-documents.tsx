import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { type Step5Body, step5Schema, step5Visibility } from '@school/domain/application/contracts/step-5';
import { IconInfoCircle } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { externalUrl } from '../../../../config/links';
import { useLocale } from '../../../../hooks/use-locale';
import { useStepForm } from '../../hooks/use-step-form';
import {
  ApplicationFileField,
  type ApplicationFileValue,
  initialFile,
} from '../fields/application-file-field';
import { StepActions } from '../step-actions';
import { StepFormError } from '../step-form-error';
import { useWizard } from '../wizard-context';

type Step5Form = {
  cv: ApplicationFileValue | null;
  motivationalLetter: ApplicationFileValue | null;
};

/**
 * Step 5, CV and motivational letter (specification 001, section 5): "CV required, max 4.5 MB;
 * motivational letter required only in non-Italian locales, max 4.5 MB; accepted extensions pdf,
 * docx, doc. ... PDF is recommended for CV. The English test may be required at the admissions
 * office's decision." Each file is uploaded when chosen; Next saves the step with the files named.
 * In Italian the letter is shown and optional (reading R-letter); Chinese follows English.
 */
export default function Step5Documents() {
  const { t } = useTranslation('application');
  const wizard = useWizard();
  const rulesLocale = useLocale();
  const visible = step5Visibility(wizard.context);
  const schema = useMemo(() => step5Schema(wizard.context), [wizard.context]);
  const saved = wizard.state.form?.documents;
  const { files } = wizard.state;
  const { form, onSubmit, formError } = useStepForm<Step5Form>({
    initialValues: {
      cv: initialFile(saved?.cv, files, 'cv'),
      motivationalLetter: initialFile(saved?.motivationalLetter, files, 'motivationalLetter'),
    },
    schema,
    toBody: (values): Step5Body => ({ cv: values.cv, motivationalLetter: values.motivationalLetter }),
    storedOnChange: ['cv', 'motivationalLetter'],
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        <Text>{t('step5.intro')}</Text>
        <StepFormError error={formError} />
        <ApplicationFileField
          kind="cv"
          label={t('step5.cv')}
          description={t('step5.cvHint')}
          required
          value={form.values.cv}
          onChange={(file) => form.setFieldValue('cv', file)}
          error={form.errors.cv}
          data-path="cv"
        />
        <Text size="sm">
          {t('step5.cvTemplate')}{' '}
          <Anchor
            href={externalUrl('cvTemplate', rulesLocale)}
            target="_blank"
            rel="noopener noreferrer"
            underline="always"
          >
            {t('step5.cvTemplateLink')}
          </Anchor>
        </Text>
        <ApplicationFileField
          kind="motivationalLetter"
          label={t('step5.letter')}
          description={
            visible.motivationalLetterRequired ? t('step5.letterRequiredHint') : t('step5.letterOptionalHint')
          }
          required={visible.motivationalLetterRequired}
          value={form.values.motivationalLetter}
          onChange={(file) => form.setFieldValue('motivationalLetter', file)}
          error={form.errors.motivationalLetter}
          data-path="motivationalLetter"
        />
        <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden="true" />} role="note">
          {t('step5.englishTest')}
        </Alert>
      </Stack>
      <StepActions />
    </form>
  );
}
