import { StageFormTestPage } from '../../features/internship/components/stage-form-test-page';
import { TestPageGate } from '../../features/internship/components/test-page-gate';

/** TStageForm, `/TStageForm?survey={form}`: the test page of one sample stage form (a test page). */
export function Component() {
  return (
    <TestPageGate>
      <StageFormTestPage />
    </TestPageGate>
  );
}
