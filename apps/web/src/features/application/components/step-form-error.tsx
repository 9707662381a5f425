import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** A refusal of a step's save that is not about one field (`formError` of useStepForm). */
export function StepFormError({ error, mt }: { error: string | null; mt?: string }) {
  if (!error) return null;
  return (
    <Alert color="red" icon={<IconAlertCircle aria-hidden="true" />} role="alert" mt={mt}>
      {error}
    </Alert>
  );
}
