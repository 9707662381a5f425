import { Button, Group, Text, Textarea } from '@mantine/core';
import { TICKET_MESSAGE_MAX } from '@school/domain/tickets/tickets';
import { type ReactNode, useState } from 'react';

/**
 * A reply being written, held by the page (so a draft outlives the box while the case is closed):
 * its text, and whether the last one was sent; changing the text takes "sent" back.
 */
export function useReplyDraft() {
  const [text, setText] = useState('');
  const [sent, setSent] = useState(false);
  return {
    text,
    sent,
    change: (value: string) => {
      setSent(false);
      setText(value);
    },
    /** The reply went: the box is emptied and says so. */
    done: () => {
      setText('');
      setSent(true);
    },
  };
}

/**
 * The reply under a case's thread, the person's and the school's alike: the text, `problem` under
 * it, `sentText` once sent (beside the box, where the writer is, not at the top of the page), and
 * Send, which waits for some text.
 */
export function ReplyBox({
  draft,
  label,
  rows,
  problem,
  sentText,
  sendLabel,
  sending,
  onSend,
}: {
  draft: ReturnType<typeof useReplyDraft>;
  label: string;
  rows: number;
  problem?: ReactNode;
  sentText: string;
  sendLabel: string;
  sending: boolean;
  onSend: () => void;
}) {
  return (
    <>
      <Textarea
        label={label}
        rows={rows}
        maxLength={TICKET_MESSAGE_MAX}
        value={draft.text}
        onChange={(event) => draft.change(event.currentTarget.value)}
      />
      {problem}
      {draft.sent && (
        <Text role="status" c="teal.9">
          {sentText}
        </Text>
      )}
      <Group justify="flex-end">
        <Button disabled={draft.text.trim() === ''} loading={sending} onClick={onSend}>
          {sendLabel}
        </Button>
      </Group>
    </>
  );
}
