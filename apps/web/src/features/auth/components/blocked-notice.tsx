import { Alert, Anchor, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../lib/app-config';

/** "Utente Bloccato": the user may not log in and is told to contact the student secretariat. */
export function BlockedNotice() {
  const { t } = useTranslation('auth');
  const { data: config } = useAppConfig();
  const email = config?.secretariatEmail ?? '';
  return (
    <Alert color="red" variant="light" title={t('blocked.title')} icon={<IconLock aria-hidden="true" />}>
      <Text>
        {t('blocked.text')}{' '}
        {email && (
          <Anchor href={`mailto:${email}`} fw={600}>
            {email}
          </Anchor>
        )}
      </Text>
    </Alert>
  );
}
