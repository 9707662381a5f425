import { Anchor, Badge, Group, Loader, Modal, Paper, Text } from '@mantine/core';
import { formatDateTime } from '@school/domain/format/date';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PlainList } from '../../../components/plain-list';
import { paths } from '../../../config/paths';
import { useErrorText } from '../../../lib/error-text';
import { useNotifications } from '../api/list-notifications';
import { useMarkNotificationsRead } from '../api/mark-notification-read';

/** The notifications list; the unread ones are marked as read when it opens. */
export function NotificationsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(['notifications', 'common']);
  const errorText = useErrorText();
  const { data, isPending, isError, error } = useNotifications({ enabled: true });
  const markRead = useMarkNotificationsRead();
  // The ones that were unread when the list was opened keep their "new" badge while it is open.
  const [fresh, setFresh] = useState<ReadonlySet<string> | null>(null);
  const { mutate } = markRead;

  useEffect(() => {
    if (!opened || !data || fresh !== null) return;
    const unreadIds = data.items.filter((item) => item.readAt === null).map((item) => item.id);
    setFresh(new Set(unreadIds));
    if (unreadIds.length > 0) mutate(unreadIds);
  }, [opened, data, fresh, mutate]);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      {isPending && <Loader aria-label={t('loading')} />}
      {isError && <Text c="red.9">{errorText(error)}</Text>}
      {data && data.items.length === 0 && <Text>{t('empty')}</Text>}
      {data && data.items.length > 0 && (
        <PlainList gap="sm">
          {data.items.map((item) => (
            <Paper key={item.id} component="li" withBorder p="md" radius="md">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Text fw={700}>{item.title}</Text>
                {fresh?.has(item.id) && (
                  <Badge color="red.9" variant="filled">
                    {t('new')}
                  </Badge>
                )}
              </Group>
              <Text mt={4} style={{ whiteSpace: 'pre-line' }}>
                {item.body}
              </Text>
              <Text size="sm" mt={4}>
                {formatDateTime(item.createdAt)}
              </Text>
            </Paper>
          ))}
        </PlainList>
      )}
      <Anchor component={Link} to={paths.notifications} onClick={onClose} mt="md" display="inline-block">
        {t('page.seeAll')}
      </Anchor>
    </Modal>
  );
}
