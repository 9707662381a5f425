import { Alert, Paper, Text } from '@mantine/core';
import { formatDateTime } from '@school/domain/format/date';
import type { TicketMessage } from '@school/domain/tickets/contracts/tickets';
import { useTranslation } from 'react-i18next';

/** A case's thread, oldest first: each message with who wrote it and when (the student's page and the console's). */
export function TicketMessages({
  messages,
  authorOf,
}: {
  messages: readonly TicketMessage[];
  authorOf: (message: TicketMessage) => string;
}) {
  const { t } = useTranslation('tickets');
  if (messages.length === 0) return <Text c="gray.7">{t('thread.empty')}</Text>;
  return messages.map((message) => (
    <Paper
      key={message.id}
      withBorder
      p="sm"
      radius="md"
      bg={message.fromStaff ? 'gray.0' : undefined}
      data-from-staff={message.fromStaff}
    >
      <Text size="xs" c="gray.7">
        {authorOf(message)} · {formatDateTime(message.createdAt)}
      </Text>
      <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.body}</Text>
    </Paper>
  ));
}

/** A change that went well, said in a live region until closed (an upload's confirmation, a saved reply). */
export function DoneAlert({ text, onClose }: { text: string | null; onClose: () => void }) {
  const { t } = useTranslation('tickets');
  return (
    <div aria-live="polite">
      {text && (
        <Alert
          color="teal.9"
          role="status"
          withCloseButton
          onClose={onClose}
          closeButtonLabel={t('upload.cancel')}
        >
          {text}
        </Alert>
      )}
    </div>
  );
}
