import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { InternshipPage } from '../../features/internship/components/internship-page';
import { TestPageGate } from '../../features/internship/components/test-page-gate';
import { LanguageSwitcher } from '../shell/language-switcher';

/** TAreaStage, /TAreaStage: the internship area itself, "with language toggle" (a test page). */
export function Component() {
  const { t } = useTranslation('internship');
  return (
    <TestPageGate title={t('title')} target={paths.internshipTest}>
      <InternshipPage
        aside={
          <Group justify="flex-end">
            <LanguageSwitcher />
          </Group>
        }
      />
    </TestPageGate>
  );
}
