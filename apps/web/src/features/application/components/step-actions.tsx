import { Button, Group } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useWizard } from './wizard-context';

/**
 * Previous and Next of a step ("Steps 1 to 7: progress bar, next and previous buttons"). Next is
 * the submit button of the step's form: the form checks every visible field first and shows what
 * is missing (the step is saved only when all are valid).
 */
export function StepActions({
  nextLabel,
  nextDisabled = false,
  showNext = true,
}: {
  nextLabel?: string;
  nextDisabled?: boolean;
  showNext?: boolean;
}) {
  const { t } = useTranslation('application');
  const wizard = useWizard();
  return (
    <Group justify="space-between" mt="xl" wrap="nowrap">
      {wizard.canGoPrevious ? (
        <Button
          variant="default"
          leftSection={<IconArrowLeft size={18} aria-hidden="true" />}
          onClick={wizard.previous}
          disabled={wizard.isSaving}
        >
          {t('shell.previous')}
        </Button>
      ) : (
        <span />
      )}
      {showNext && (
        <Button
          type="submit"
          rightSection={<IconArrowRight size={18} aria-hidden="true" />}
          loading={wizard.isSaving}
          disabled={nextDisabled}
        >
          {nextLabel ?? t('shell.next')}
        </Button>
      )}
    </Group>
  );
}
