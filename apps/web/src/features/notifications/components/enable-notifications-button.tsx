import { Button, Stack, Title } from '@mantine/core';
import { IconBellRinging } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PushBrowser, type PushOutcome, subscribeToPush } from '../utils/web-push';
import { PushOutcomeMessage } from './push-outcome';

/**
 * "Enable notifications" (the profile's access data, the application's last step): subscribes
 * this browser to push notifications and tells the outcome. On an iPhone or iPad in Safari it
 * explains how to add the portal to the Home Screen, where iOS allows them.
 */
export function EnableNotificationsButton({ browser }: { browser?: PushBrowser }) {
  const { t } = useTranslation('notifications');
  const [outcome, setOutcome] = useState<PushOutcome | null>(null);
  const [isAsking, setIsAsking] = useState(false);

  const handleClick = async () => {
    setIsAsking(true);
    setOutcome(null);
    try {
      setOutcome(await subscribeToPush(browser));
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
      {outcome && <PushOutcomeMessage outcome={outcome} />}
    </Stack>
  );
}
