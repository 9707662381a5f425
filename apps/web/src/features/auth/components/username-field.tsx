import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/me';

/** The username, read-only. */
export function UsernameField() {
  const { t } = useTranslation('auth');
  const me = useCurrentUser();
  // Read-only, and shown as such (filled), unlike the inputs around it.
  return (
    <TextInput label={t('login.username')} value={me?.username ?? ''} readOnly variant="filled" maw={480} />
  );
}
