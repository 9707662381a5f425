import { Alert, Anchor, Card, List, Loader, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '@school/domain/format/date';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../../hooks/use-hydrated';
import { useErrorText } from '../../../lib/error-text';
import { type OutboxMessage, useOutbox } from '../api/list-outbox';

const URL_PATTERN = /https?:\/\/[^\s<>"')\]]+/g;

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The links written in a plain-text mail. On a local demo the server may spell its own address
 * differently (localhost vs 127.0.0.1): such links are moved to the page's origin so that they
 * keep the session cookies.
 */
export function linksOf(text: string, here?: string): string[] {
  // On the server (and while the page hydrates) the links stay as the mail wrote them.
  if (here === undefined) return [...new Set(text.match(URL_PATTERN) ?? [])];
  const current = new URL(here);
  const links = (text.match(URL_PATTERN) ?? []).map((link) => {
    const url = new URL(link);
    if (url.origin !== current.origin && LOOPBACK.has(url.hostname) && LOOPBACK.has(current.hostname)) {
      return `${current.origin}${url.pathname}${url.search}${url.hash}`;
    }
    return link;
  });
  return [...new Set(links)];
}

function OutboxCard({ message }: { message: OutboxMessage }) {
  const { t } = useTranslation('notifications');
  const isHydrated = useHydrated();
  const links = linksOf(message.text, isHydrated ? window.location.href : undefined);
  return (
    <Card component="article" withBorder radius="md" padding="lg" aria-label={message.subject}>
      <Title order={2} size="h3">
        {message.subject}
      </Title>
      <Text mt={4}>
        {t('outbox.to')}: {message.to} · {formatDateTime(message.createdAt)}
      </Text>
      {links.length > 0 && (
        <>
          <Text fw={600} mt="sm">
            {t('outbox.links')}
          </Text>
          <List>
            {links.map((link) => (
              <List.Item key={link}>
                <Anchor href={link} style={{ wordBreak: 'break-all' }}>
                  {link}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </>
      )}
      <iframe
        title={t('outbox.frameTitle', { subject: message.subject })}
        srcDoc={message.html}
        sandbox=""
        style={{ width: '100%', height: 360, border: '1px solid var(--mantine-color-gray-4)', marginTop: 12 }}
      />
    </Card>
  );
}

/** The demo outbox: every mail the local mail adapter "sent", newest first. */
export function OutboxList() {
  const { t } = useTranslation('notifications');
  const errorText = useErrorText();
  const { data, isPending, isError, error } = useOutbox({ enabled: true });
  if (isPending) return <Loader aria-label={t('loading')} />;
  if (isError) return <Alert color="red">{errorText(error)}</Alert>;
  const messages = [...data.messages].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  if (messages.length === 0) return <Text>{t('outbox.empty')}</Text>;
  return (
    <Stack gap="lg">
      {messages.map((message) => (
        <OutboxCard key={message.id} message={message} />
      ))}
    </Stack>
  );
}
