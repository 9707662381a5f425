import { Anchor, Badge, Button, Group, Loader, Pagination, Paper, Stack, Text } from '@mantine/core';
import { formatDateTime } from '@school/domain/format/date';
import { safeInternalPath } from '@school/domain/shared/internal-path';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../../components/page';
import { PlainList } from '../../../components/plain-list';
import { useErrorText } from '../../../lib/error-text';
import { NOTIFICATIONS_PAGE_SIZE, useNotificationsPage } from '../api/list-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-read';

/** `/notifiche`: every notification of the person, newest first, by pages, and "mark all as read". */
export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const errorText = useErrorText();
  const [page, setPage] = useState(1);
  const query = useNotificationsPage(page);
  const markAll = useMarkAllNotificationsRead();
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / NOTIFICATIONS_PAGE_SIZE)) : 1;

  return (
    <Page title={t('page.title')} intro={t('page.intro')}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Text size="sm" role="status">
            {data && data.unread === 0 ? t('page.allRead') : ''}
          </Text>
          <Button
            variant="light"
            onClick={() => markAll.mutate()}
            loading={markAll.isPending}
            disabled={!data || data.unread === 0}
          >
            {t('page.markAllRead')}
          </Button>
        </Group>
        {markAll.isError && (
          <Text c="red.9" role="alert">
            {errorText(markAll.error)}
          </Text>
        )}
        {query.isPending && <Loader aria-label={t('loading')} />}
        {query.isError && <Text c="red.9">{errorText(query.error)}</Text>}
        {data && data.items.length === 0 && <Text>{t('empty')}</Text>}
        {data && data.items.length > 0 && (
          <PlainList gap="sm">
            {data.items.map((item) => {
              const link = item.url ? safeInternalPath(item.url) : null;
              return (
                <Paper key={item.id} component="li" withBorder p="md" radius="md">
                  <Group justify="space-between" align="flex-start" wrap="nowrap">
                    <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                      {item.title}
                    </Text>
                    {item.readAt === null && (
                      <Badge color="red.9" variant="filled">
                        {t('page.unread')}
                      </Badge>
                    )}
                  </Group>
                  <Text mt={4} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                    {item.body}
                  </Text>
                  <Group justify="space-between" mt={4}>
                    <Text size="sm">{formatDateTime(item.createdAt)}</Text>
                    {link && (
                      <Anchor component={Link} to={link} size="sm">
                        {t('page.open')}
                      </Anchor>
                    )}
                  </Group>
                </Paper>
              );
            })}
          </PlainList>
        )}
        {pages > 1 && (
          <Pagination total={pages} value={page} onChange={setPage} aria-label={t('page.pages')} />
        )}
      </Stack>
    </Page>
  );
}
