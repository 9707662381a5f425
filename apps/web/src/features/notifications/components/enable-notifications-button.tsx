import { Button, Stack, Text, Title } from '@mantine/core';
import { IconBellRinging } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

function supportsPush(): boolean {
  return typeof window !== 'undefined' && 'PushManager' in window;
}

/**
 * "Enable notifications": asks the browser's permission. Push delivery arrives with a later
 * feature; for now a refusal shows the catalogue message and nothing else happens.
 */
export function EnableNotificationsButton() {
  const { t } = useTranslation('notifications');
  const [isDenied, setIsDenied] = useState(false);
  const [isAsking, setIsAsking] = useState(false);
  if (!supportsPush()) return null;

  const handleClick = async () => {
    setIsAsking(true);
    try {
      const permission = 'Notification' in window ? await Notification.requestPermission() : 'denied';
      setIsDenied(permission !== 'granted');
    } catch {
      setIsDenied(true);
    } finally {
      setIsAsking(false);
    }
  };

  return (
    <Stack gap="sm" align="flex-start">
      <Title order={2} size="h3">
        {t('enable.title')}
      </Title>
      <Button
        variant="light"
        leftSection={<IconBellRinging size={18} aria-hidden="true" />}
        onClick={handleClick}
        loading={isAsking}
      >
        {t('enable.button')}
      </Button>
      {isDenied && (
        <Text c="red.9" role="alert">
          {t('enable.permissionDenied')}
        </Text>
      )}
    </Stack>
  );
}
