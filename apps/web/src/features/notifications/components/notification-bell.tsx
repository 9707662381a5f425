import { ActionIcon, Indicator } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotifications } from '../api/list-notifications';

const NotificationsModal = lazy(() =>
  import('./notifications-modal').then((module) => ({ default: module.NotificationsModal })),
);

/** The navbar bell with the unread count; opens the notifications (signed-in users only). */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const [opened, { open, close }] = useDisclosure(false);
  const { data } = useNotifications({ enabled: true });
  const unread = data?.unread ?? 0;
  return (
    <>
      <Indicator label={unread} size={18} disabled={unread === 0} color="red.9" offset={4}>
        <ActionIcon
          variant="subtle"
          color="dark"
          size="lg"
          aria-label={t('bell', { count: unread })}
          aria-haspopup="dialog"
          onClick={open}
        >
          <IconBell size={22} aria-hidden="true" />
        </ActionIcon>
      </Indicator>
      {opened && (
        <Suspense fallback={null}>
          <NotificationsModal opened={opened} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
