import { Alert, Button, Card, CopyButton, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { formatDate } from '@school/domain/format/date';
import { IconCalendarShare } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text';
import { useCreateCalendarFeed } from '../api/create-calendar-feed';
import { useDeleteCalendarFeed } from '../api/delete-calendar-feed';
import { useCalendarFeed } from '../api/get-calendar-feed';

/**
 * The person's private calendar address (ours: beyond the specification): created, shown once to be
 * copied into Google Calendar, Apple Calendar or Outlook, renewed (the old one stops working) or
 * revoked.
 */
export function CalendarFeedCard() {
  const { t } = useTranslation('bookings');
  const errorText = useErrorText();
  const feed = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const revoke = useDeleteCalendarFeed();
  const [shown, setShown] = useState<string | null>(null);
  const [revoked, setRevoked] = useState(false);
  const error = create.error ?? revoke.error;

  const makeNew = () => {
    setRevoked(false);
    create.mutate(undefined, { onSuccess: ({ url }) => setShown(url) });
  };

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="calendar-feed-title">
      <Stack gap="sm">
        <Group gap="xs">
          <IconCalendarShare size={22} aria-hidden />
          <Title order={2} size="h3" id="calendar-feed-title">
            {t('feed.title')}
          </Title>
        </Group>
        <Text size="sm">{t('feed.text')}</Text>
        {error && (
          <Alert color="red" role="alert">
            {errorText(error)}
          </Alert>
        )}
        {revoked && (
          <Alert color="blue" role="status">
            {t('feed.revoked')}
          </Alert>
        )}
        {shown ? (
          <Stack gap="xs">
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <TextInput
                label={t('feed.url')}
                value={shown}
                readOnly
                style={{ flex: 1, minWidth: 0 }}
                onFocus={(event) => event.currentTarget.select()}
              />
              <CopyButton value={shown}>
                {({ copied, copy }) => (
                  <Button variant="light" onClick={copy}>
                    {copied ? t('feed.copied') : t('feed.copy')}
                  </Button>
                )}
              </CopyButton>
            </Group>
            <Text size="xs" c="dimmed">
              {t('feed.keep')}
            </Text>
          </Stack>
        ) : (
          feed.data?.active && (
            <Text size="sm">{t('feed.active', { date: formatDate(feed.data.createdAt) })}</Text>
          )
        )}
        <Group gap="xs">
          <Button
            variant={feed.data?.active ? 'default' : 'filled'}
            loading={create.isPending}
            onClick={makeNew}
            disabled={feed.isPending}
          >
            {feed.data?.active ? t('feed.renew') : t('feed.create')}
          </Button>
          {feed.data?.active && (
            <Button
              variant="subtle"
              color="red"
              loading={revoke.isPending}
              onClick={() =>
                revoke.mutate(undefined, {
                  onSuccess: () => {
                    setShown(null);
                    setRevoked(true);
                  },
                })
              }
            >
              {t('feed.revoke')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
