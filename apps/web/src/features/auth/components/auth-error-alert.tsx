import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useErrorText } from '../../../lib/error-text';
import { BlockedNotice } from './blocked-notice';

/** The message of a failed login: the blocked notice, or the catalogue text of the code. */
export function AuthErrorAlert({ code }: { code: string }) {
  const errorText = useErrorText();
  if (code === 'auth.blocked') return <BlockedNotice />;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />}>
      {errorText(code)}
    </Alert>
  );
}
