import { Anchor, Button, Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '@school/domain/format/date';
import type { StaffTicket } from '@school/domain/tickets/contracts/staff-tickets';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import {
  BackLink,
  ErrorAlert,
  Fact,
  FactGrid,
  Notices,
  RecordStatus,
} from '../../../components/console/record-page';
import { StaffPage, StaffSection } from '../../../components/console/staff-page';
import { paths } from '../../../config/paths';
import { ReplyBox, useReplyDraft } from '../components/reply-box';
import { TicketMessages } from '../components/ticket-messages';
import { TicketStatusBadge } from '../components/ticket-status-badge';
import { useAssignTicket } from './api/assign-ticket';
import { useStaffTicket } from './api/get-staff-ticket';
import { useTicketAssignees } from './api/list-ticket-assignees';
import { useReplyTicket } from './api/reply-ticket';
import { useTicketStatus } from './api/set-ticket-status';

function TicketView({ ticket }: { ticket: StaffTicket }) {
  const { t } = useTranslation('tickets');
  const assignees = useTicketAssignees();
  const reply = useReplyTicket(ticket.id);
  const assign = useAssignTicket(ticket.id);
  const status = useTicketStatus(ticket.id);
  const draft = useReplyDraft();
  const [message, setMessage] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const closed = ticket.status === 'Closed';
  const error = reply.error ?? assign.error ?? status.error;
  const none = '—';

  return (
    <Stack gap="md">
      <RecordStatus badge={<TicketStatusBadge status={ticket.status} />}>
        {formatDateTime(ticket.createdAt)}
      </RecordStatus>
      <Notices
        message={message}
        onClose={() => setMessage(null)}
        closeLabel={t('staff.ticket.cancel')}
        error={error}
      />
      <FactGrid
        below={
          <>
            <Fact label={t('staff.ticket.description')}>{ticket.description}</Fact>
            <Fact label={t('staff.ticket.attachments')}>
              {ticket.attachments.length === 0
                ? t('staff.ticket.noAttachments')
                : ticket.attachments.map((a) => (
                    <div key={a.id}>
                      <Anchor href={a.url} download={a.fileName} size="sm">
                        {a.fileName}
                      </Anchor>
                    </div>
                  ))}
            </Fact>
          </>
        }
      >
        <Fact label={t('staff.ticket.person')}>
          {ticket.person.name} · {ticket.person.email}
        </Fact>
        <Fact label={t('staff.ticket.category')}>{ticket.category.name}</Fact>
        <Fact label={t('staff.ticket.origin')}>
          {ticket.origin} · {ticket.recordType}
        </Fact>
        <Fact label={t('staff.ticket.from')}>{ticket.from ?? none}</Fact>
        {ticket.links.enrolment && <Fact label={t('links.enrolment')}>{ticket.links.enrolment.name}</Fact>}
        {ticket.links.application && (
          <Fact label={t('links.application')}>{ticket.links.application.name}</Fact>
        )}
        {ticket.links.thesis && <Fact label={t('links.thesis')}>{ticket.links.thesis.name}</Fact>}
        <Fact label={t('staff.ticket.operators')}>{ticket.operatorEmails.join(', ') || none}</Fact>
        <Fact label={t('staff.ticket.rating')}>
          {ticket.rating === null ? t('staff.ticket.noRating') : t('rating.value', { value: ticket.rating })}
        </Fact>
      </FactGrid>
      <Group align="flex-end" wrap="wrap">
        <Select
          label={t('staff.ticket.assignee')}
          data={[
            { value: '', label: t('staff.ticket.nobody') },
            ...(assignees.data?.assignees ?? []).map((a) => ({ value: a.id, label: a.name })),
          ]}
          value={ticket.assignee?.id ?? ''}
          allowDeselect={false}
          onChange={(value) =>
            assign.mutate(
              { assigneeId: value ? value : null, version: ticket.version },
              { onSuccess: () => setMessage(t('staff.ticket.saved')) },
            )
          }
          disabled={assign.isPending}
          w={260}
        />
        <Button
          variant={closed ? 'light' : 'filled'}
          loading={status.isPending}
          onClick={() => setConfirming(true)}
        >
          {closed ? t('staff.ticket.reopen') : t('staff.ticket.close')}
        </Button>
      </Group>
      <StaffSection id="staff-ticket-thread" title={t('thread.title')}>
        <TicketMessages
          messages={ticket.messages}
          authorOf={(m) => m.authorName || (m.fromStaff ? t('thread.school') : ticket.person.name)}
        />
        {closed ? (
          <Text c="gray.7">{t('staff.ticket.closedNoReply')}</Text>
        ) : (
          <ReplyBox
            draft={draft}
            label={t('staff.ticket.reply')}
            rows={4}
            sentText={t('staff.ticket.sent')}
            sendLabel={t('staff.ticket.send')}
            sending={reply.isPending}
            onSend={() =>
              reply.mutate(draft.text, {
                onSuccess: () => {
                  draft.done();
                  setMessage(null);
                },
              })
            }
          />
        )}
      </StaffSection>
      <ConfirmDialog
        opened={confirming}
        title={closed ? t('staff.ticket.reopenTitle') : t('staff.ticket.closeTitle')}
        text={closed ? t('staff.ticket.reopenText') : t('staff.ticket.closeText')}
        confirmLabel={closed ? t('staff.ticket.reopen') : t('staff.ticket.close')}
        cancelLabel={t('staff.ticket.cancel')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          status.mutate(
            { action: closed ? 'reopen' : 'close', version: ticket.version },
            { onSuccess: () => setMessage(t('staff.ticket.saved')) },
          );
        }}
      />
    </Stack>
  );
}

/** A case in the console: its facts and links, the thread and the reply, assignment, close and reopen. */
export default function TicketPage() {
  const { t } = useTranslation('tickets');
  const { id = '' } = useParams();
  const query = useStaffTicket(id);
  return (
    <StaffPage title={query.data?.subject ?? t('staff.inbox.title')}>
      <BackLink to={`${paths.staff}/tickets`}>{t('staff.ticket.back')}</BackLink>
      {query.isPending && <Loader />}
      <ErrorAlert error={query.error} />
      {query.data && <TicketView ticket={query.data} />}
    </StaffPage>
  );
}
