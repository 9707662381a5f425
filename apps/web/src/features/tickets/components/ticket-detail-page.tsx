import { Alert, Anchor, Button, Group, Loader, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '@school/domain/format/date';
import type { TicketAttachment, TicketDetail } from '@school/domain/tickets/contracts/tickets';
import { categoryText } from '@school/domain/tickets/tickets';
import { IconArrowLeft, IconPaperclip } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../../components/page';
import { PlainList } from '../../../components/plain-list';
import { paths } from '../../../config/paths';
import { useLocale } from '../../../hooks/use-locale';
import { isApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/error-text';
import { useAnswerTicket } from '../api/answer-ticket';
import { useTicket } from '../api/get-ticket';
import { useRateTicket } from '../api/rate-ticket';
import { ticketsKeys } from '../api/tickets-keys';
import { AttachmentUploadDialog } from './attachment-upload-dialog';
import { ReplyBox, useReplyDraft } from './reply-box';
import { DoneAlert, TicketMessages } from './ticket-messages';
import { TicketStatusBadge } from './ticket-status-badge';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Text component="div" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
        {children}
      </Text>
    </Stack>
  );
}

function Thread({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation('tickets');
  const errorText = useErrorText();
  const answer = useAnswerTicket(ticket.id);
  const draft = useReplyDraft();
  return (
    <Stack gap="sm" component="section" aria-labelledby="ticket-thread">
      <Title order={2} id="ticket-thread" size="h3">
        {t('thread.title')}
      </Title>
      <TicketMessages
        messages={ticket.messages}
        authorOf={(message) =>
          message.fromStaff ? message.authorName || t('thread.school') : t('thread.you')
        }
      />
      {ticket.canReply ? (
        <Stack gap="xs">
          <ReplyBox
            draft={draft}
            label={t('thread.reply')}
            rows={3}
            problem={
              answer.error && (
                <Alert color="red.9" role="alert">
                  {errorText(answer.error)}
                </Alert>
              )
            }
            sentText={t('thread.sent')}
            sendLabel={t('thread.send')}
            sending={answer.isPending}
            onSend={() => answer.mutate(draft.text, { onSuccess: draft.done })}
          />
        </Stack>
      ) : (
        <Text c="gray.7">{t('thread.closed')}</Text>
      )}
    </Stack>
  );
}

function TicketRating({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation('tickets');
  const errorText = useErrorText();
  const rate = useRateTicket(ticket.id);
  const [value, setValue] = useState(0);
  if (ticket.rating !== null)
    return (
      <Text role="status" data-testid="rating-given">
        {rate.isSuccess ? `${t('rating.thanks')} ` : ''}
        {t('rating.given', { rating: ticket.rating })}
      </Text>
    );
  if (!ticket.canRate) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="ticket-rating">
      <Title order={2} id="ticket-rating" size="h3">
        {t('rating.title')}
      </Title>
      <Radio.Group
        label={t('rating.label')}
        value={value === 0 ? null : String(value)}
        onChange={(chosen) => setValue(Number(chosen))}
      >
        <Group gap="md" mt={4}>
          {[1, 2, 3, 4, 5].map((n) => (
            <Radio key={n} value={String(n)} label={String(n)} aria-label={t('rating.value', { value: n })} />
          ))}
        </Group>
      </Radio.Group>
      {rate.error && (
        <Alert color="red.9" role="alert">
          {errorText(rate.error)}
        </Alert>
      )}
      <Group>
        <Button disabled={value === 0} loading={rate.isPending} onClick={() => rate.mutate(value)}>
          {t('rating.send')}
        </Button>
      </Group>
    </Stack>
  );
}

/** "Clicking a ticket row opens a read-only detail: category, subject, description, attachment names." */
export function TicketDetailPage({ id }: { id: string }) {
  const { t } = useTranslation('tickets');
  const locale = useLocale();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const query = useTicket(id);
  const [uploading, setUploading] = useState(false);
  const [uploaded, setUploaded] = useState<TicketAttachment | null>(null);
  const ticket = query.data;

  return (
    <Page title={ticket?.subject ?? t('title')}>
      <Group>
        <Anchor component={Link} to={paths.tickets}>
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden />
            {t('detail.back')}
          </Group>
        </Anchor>
      </Group>
      {query.isPending && <Loader aria-label={t('loading')} />}
      {query.isError && (
        <Alert color="red.9" role="alert">
          {isApiError(query.error, 'tickets.notFound') ? t('detail.notFound') : errorText(query.error)}
        </Alert>
      )}
      {ticket && (
        <Stack gap="lg">
          <Group gap="sm" wrap="wrap">
            <TicketStatusBadge status={ticket.status} />
            <Text size="sm" c="gray.7">
              {t('detail.openedOn', { date: formatDate(ticket.createdAt) })}
              {ticket.closedAt && ` · ${t('detail.closedOn', { date: formatDate(ticket.closedAt) })}`}
            </Text>
          </Group>
          <Paper withBorder p="md" radius="md">
            <Stack gap="sm">
              <Field label={t('detail.category')}>{categoryText(ticket.category, locale).label}</Field>
              <Field label={t('detail.subject')}>{ticket.subject}</Field>
              <Field label={t('detail.description')}>{ticket.description}</Field>
              {ticket.links.enrolment && (
                <Field label={t('links.enrolment')}>{ticket.links.enrolment.name}</Field>
              )}
              {ticket.links.application && (
                <Field label={t('links.application')}>{ticket.links.application.name}</Field>
              )}
              {ticket.links.thesis && <Field label={t('links.thesis')}>{ticket.links.thesis.name}</Field>}
              <Field label={t('detail.attachments')}>
                {ticket.attachments.length === 0 ? (
                  t('detail.noAttachments')
                ) : (
                  <PlainList gap={2}>
                    {ticket.attachments.map((attachment) => (
                      <li key={attachment.id}>
                        <Anchor href={attachment.url} download={attachment.fileName}>
                          {attachment.fileName}
                        </Anchor>
                      </li>
                    ))}
                  </PlainList>
                )}
              </Field>
            </Stack>
          </Paper>
          <DoneAlert
            text={uploaded ? t('upload.done', { name: uploaded.fileName }) : null}
            onClose={() => setUploaded(null)}
          />
          {ticket.canUpload && (
            <Group>
              <Button
                variant="light"
                leftSection={<IconPaperclip size={16} aria-hidden />}
                onClick={() => setUploading(true)}
              >
                {t('list.upload')}
              </Button>
            </Group>
          )}
          <Thread ticket={ticket} />
          <TicketRating ticket={ticket} />
          <AttachmentUploadDialog
            ticket={uploading ? ticket : null}
            onClose={() => setUploading(false)}
            onUploaded={async (attachment) => {
              setUploading(false);
              setUploaded(attachment);
              await queryClient.invalidateQueries({ queryKey: ticketsKeys.all });
            }}
          />
        </Stack>
      )}
    </Page>
  );
}
