import { Group } from '@mantine/core';
import { InternshipPage } from '../../features/internship/components/internship-page';
import { TestPageGate } from '../../features/internship/components/test-page-gate';
import { LanguageSwitcher } from '../shell/language-switcher';

/** TAreaStage, /TAreaStage: the internship area of the sample stage, "with language toggle" (a test page). */
export function Component() {
  return (
    <TestPageGate>
      <InternshipPage
        sample
        aside={
          <Group justify="flex-end">
            <LanguageSwitcher />
          </Group>
        }
      />
    </TestPageGate>
  );
}
