import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { formatDate } from '@school/domain/format/date';
import type { TicketAttachment, TicketSummary } from '@school/domain/tickets/contracts/tickets';
import { categoryText, parseNewCaseQuery, parseTicketFrom } from '@school/domain/tickets/tickets';
import { IconPaperclip, IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ComponentProps, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Page } from '../../../components/page';
import { PlainList } from '../../../components/plain-list';
import { paths } from '../../../config/paths';
import { useLocale } from '../../../hooks/use-locale';
import { useErrorText } from '../../../lib/error-text';
import { lazyModule } from '../../../ssr/lazy-module';
import { useTickets } from '../api/list-tickets';
import { ticketsKeys } from '../api/tickets-keys';
import { AttachmentUploadDialog } from './attachment-upload-dialog';
import type { TicketForm as TicketFormInChunk } from './ticket-form';
import { DoneAlert } from './ticket-messages';
import { TicketStatusBadge } from './ticket-status-badge';

/** The new-ticket form, with its contract and form library: its own chunk, loaded when opened. */
const TicketForm = lazyModule<ComponentProps<typeof TicketFormInChunk>>(
  'src/features/tickets/components/ticket-form.tsx',
  () => import('./ticket-form').then((module) => ({ default: module.TicketForm })),
);

/** The address of one case. */
export const ticketPath = (id: string) => `${paths.tickets}/${encodeURIComponent(id)}`;

/** `?nuovo` opens the form; so does any `newCaso…` parameter (specification 001, section 2). */
const NEW_PARAM = 'nuovo';

function TicketRow({ ticket, onUpload }: { ticket: TicketSummary; onUpload: () => void }) {
  const { t } = useTranslation('tickets');
  const locale = useLocale();
  const category = categoryText({ ...ticket.category, description: '', descriptionEn: '' }, locale).label;
  return (
    <Paper withBorder p="sm" radius="md" component="li" data-ticket={ticket.id}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Anchor component={Link} to={ticketPath(ticket.id)} fw={600} style={{ overflowWrap: 'anywhere' }}>
            {ticket.subject}
          </Anchor>
          <TicketStatusBadge status={ticket.status} />
        </Group>
        <Text size="sm" c="gray.7">
          {formatDate(ticket.createdAt)} · {category} ·{' '}
          {t('list.attachments', { count: ticket.attachmentCount })}
        </Text>
        {ticket.canUpload && (
          <Group>
            <Button
              variant="light"
              size="compact-sm"
              leftSection={<IconPaperclip size={14} aria-hidden />}
              onClick={onUpload}
              aria-label={t('list.uploadFor', { subject: ticket.subject })}
            >
              {t('list.upload')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * Interventi (specification 001, section 2): the user's cases and the new-ticket form. `?from=`
 * Housing, Segreteria or Esami chooses the categories and what the case links; `?newCaso_{object}_{id}`
 * opens the form at once, linked to that record.
 */
export function TicketsPage() {
  const { t } = useTranslation('tickets');
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const tickets = useTickets();
  const [uploading, setUploading] = useState<TicketSummary | null>(null);
  const [uploaded, setUploaded] = useState<TicketAttachment | null>(null);

  const from = parseTicketFrom(params.get('from'));
  const newCase = parseNewCaseQuery(params);
  const formOpen = params.has(NEW_PARAM) || newCase !== null;

  /** Back to the list: the form's parameters go, `from` stays. */
  const closeForm = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams();
        const keep = current.get('from');
        if (keep) next.set('from', keep);
        return next;
      },
      { replace: false },
    );

  const openForm = () => {
    setUploaded(null);
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(NEW_PARAM, '1');
      return next;
    });
  };

  return (
    <Page title={t('title')} intro={t('intro')}>
      {formOpen ? (
        <Suspense fallback={<Loader aria-label={t('loading')} />}>
          <TicketForm
            from={from}
            related={newCase?.related ?? null}
            onDone={closeForm}
            onCancel={closeForm}
          />
        </Suspense>
      ) : (
        <Stack gap="md">
          {from && <Text>{t(`from.${from}`)}</Text>}
          <Group>
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={openForm}>
              {t('new')}
            </Button>
          </Group>
          <DoneAlert
            text={uploaded ? t('upload.done', { name: uploaded.fileName }) : null}
            onClose={() => setUploaded(null)}
          />
          {tickets.isPending && <Loader aria-label={t('loading')} />}
          {tickets.isError && (
            <Alert color="red.9" role="alert">
              {errorText(tickets.error)}
            </Alert>
          )}
          {tickets.data?.tickets.length === 0 && <Text>{t('empty')}</Text>}
          {tickets.data && tickets.data.tickets.length > 0 && (
            <PlainList gap="sm" aria-label={t('list.label')}>
              {tickets.data.tickets.map((ticket) => (
                <TicketRow key={ticket.id} ticket={ticket} onUpload={() => setUploading(ticket)} />
              ))}
            </PlainList>
          )}
        </Stack>
      )}
      <AttachmentUploadDialog
        ticket={uploading}
        onClose={() => setUploading(null)}
        onUploaded={async (attachment) => {
          setUploading(null);
          setUploaded(attachment);
          await queryClient.invalidateQueries({ queryKey: ticketsKeys.all });
        }}
      />
    </Page>
  );
}
