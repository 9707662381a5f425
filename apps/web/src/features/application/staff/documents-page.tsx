import {
  Alert,
  Anchor,
  Button,
  Card,
  Grid,
  Group,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { DOCUMENT_STATUSES } from '@school/domain/candidate/documents';
import { formatDate, formatDateTime } from '@school/domain/format/date';
import type { DocumentQueueItem } from '@school/domain/staff/contracts/document-queue';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsoleList } from '../../../components/console/list-page';
import { RecordHistory } from '../../../components/console/record-history';
import { StaffPage } from '../../../components/console/staff-page';
import type { StaffTableColumn } from '../../../components/console/staff-table';
import { useTableQuery } from '../../../components/console/use-table-query';
import { isApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/error-text';
import { documentTypeText } from '../../candidate/utils/value-labels';
import { useDecideDocument } from './api/decide-document';
import { DOCUMENT_QUEUE_PAGE_SIZE, useDocumentQueue } from './api/list-document-queue';
import { DocumentViewer } from './document-viewer';
import classes from './documents-page.module.css';
import { RejectDialog } from './reject-dialog';
import { RequestDocumentDialog } from './request-document-dialog';

const FILTERS = ['state', 'type', 'edition'] as const;
const AWAITING = 'In attesa di validazione';

const fullName = (item: DocumentQueueItem) =>
  `${item.candidate.firstName} ${item.candidate.lastName}`.trim() || item.candidate.email;

/** Keys typed in a field or a dialog are the field's, not shortcuts. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
    target.closest('[role="dialog"]') !== null
  );
}

function History({ documentId }: { documentId: string }) {
  const { t } = useTranslation('staff');
  return (
    <details>
      <summary>{t('history.title')}</summary>
      <RecordHistory records={[{ table: 'documents', id: documentId }]} label={t('history.title')} />
    </details>
  );
}

/**
 * The document validation queue: every candidate's documents, awaiting validation first and the
 * oldest first, with a detail pane (the file, Approve, Reject with a reason, Request a new
 * document, the record's history). Keyboard: j/k or the arrows move, a approves, r opens the
 * refusal, Enter confirms; after each decision the next document opens.
 */
export default function DocumentsPage() {
  const { t } = useTranslation('staff');
  const { t: tCandidate } = useTranslation('candidate');
  /** A document's type by its name in the candidate area ("EN_LanguageCertificate" → "Language certificate"). */
  const typeText = (type: string) => documentTypeText(tCandidate, type);
  const errorText = useErrorText();
  const controls = useTableQuery(FILTERS);
  const { query, setFilter, apiParams } = controls;
  const queue = useDocumentQueue(apiParams);
  const items = queue.data?.items ?? [];
  const decide = useDecideDocument();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'reject' | 'request' | null>(null);
  const [message, setMessage] = useState<{ color: string; text: string } | null>(null);
  const nextAfterDecision = useRef<{ id: string | null; index: number } | null>(null);
  const detailHeading = useRef<HTMLHeadingElement>(null);

  const index = items.findIndex((item) => item.document.id === selectedId);
  const selected = index >= 0 ? items[index] : undefined;
  /** After a decision the focus goes to the document that opens next, once it shows. */
  const focusNextDetail = useRef(false);
  const shownId = selected?.document.id;
  useEffect(() => {
    if (!shownId || !focusNextDetail.current) return;
    focusNextDetail.current = false;
    detailHeading.current?.focus();
  }, [shownId]);

  // The first document opens by itself; after a decision, the next one (or the one now at its place).
  useEffect(() => {
    if (!queue.data || queue.isPlaceholderData) return;
    const after = nextAfterDecision.current;
    if (after) {
      nextAfterDecision.current = null;
      const next =
        items.find((item) => item.document.id === after.id) ?? items[Math.min(after.index, items.length - 1)];
      setSelectedId(next?.document.id ?? null);
      return;
    }
    if (!items.some((item) => item.document.id === selectedId)) setSelectedId(items[0]?.document.id ?? null);
  }, [queue.data, queue.isPlaceholderData, items, selectedId]);

  const open = (i: number) => {
    const item = items[Math.max(0, Math.min(i, items.length - 1))];
    if (!item) return;
    setSelectedId(item.document.id);
    setMessage(null);
    requestAnimationFrame(() => detailHeading.current?.focus());
  };

  /** A dialog closed without a decision: back to the document. */
  const closeDialog = () => {
    setDialog(null);
    requestAnimationFrame(() => detailHeading.current?.focus());
  };

  const afterDecision = (text: string) => {
    setMessage({ color: 'green', text });
    setDialog(null);
    focusNextDetail.current = true;
    requestAnimationFrame(() => detailHeading.current?.focus());
  };
  const onError = (error: unknown) => {
    nextAfterDecision.current = null;
    setDialog(null);
    if (isApiError(error, 'staff.staleRecord')) {
      setMessage({ color: 'orange', text: t('documents.stale') });
      void queue.refetch();
    } else setMessage({ color: 'red', text: errorText(error) });
  };

  const canReview = selected?.document.status === AWAITING;
  const canReject = canReview || selected?.document.status === 'Validato';

  const approve = () => {
    if (!selected || !canReview || decide.isPending) return;
    nextAfterDecision.current = { id: items[index + 1]?.document.id ?? null, index };
    decide.mutate(
      { kind: 'approve', id: selected.document.id, version: selected.document.version },
      { onSuccess: () => afterDecision(t('documents.approved', { name: selected.document.name })), onError },
    );
  };

  const reject = (reason: string) => {
    if (!selected) return;
    nextAfterDecision.current = { id: items[index + 1]?.document.id ?? null, index };
    decide.mutate(
      { kind: 'reject', id: selected.document.id, version: selected.document.version, reason },
      { onSuccess: () => afterDecision(t('documents.rejected', { name: selected.document.name })), onError },
    );
  };

  const request = (body: { type: string; name: string; dueDate: string | null }) => {
    if (!selected) return;
    decide.mutate(
      {
        kind: 'request',
        applicationId: selected.document.applicationId,
        body: { ...body, mustEncrypt: false, note: '' },
      },
      { onSuccess: () => afterDecision(t('documents.requested', { name: body.name })), onError },
    );
  };

  // The shortcuts: registered once, they call this render's handlers.
  const onShortcut = useRef<(event: KeyboardEvent) => void>(() => {});
  onShortcut.current = (event) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target))
      return;
    if (dialog) return;
    const key = event.key;
    if (key === 'j' || key === 'ArrowDown') open(index + 1);
    else if (key === 'k' || key === 'ArrowUp') open(index - 1);
    else if (key === 'a') approve();
    else if (key === 'r' && canReject) setDialog('reject');
    else return;
    event.preventDefault();
  };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => onShortcut.current(event);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const columns: StaffTableColumn<DocumentQueueItem>[] = [
    {
      accessor: 'candidate',
      title: t('documents.candidate'),
      render: (item) => (
        <Anchor component="button" type="button" ta="left" onClick={() => open(items.indexOf(item))}>
          {fullName(item)}
        </Anchor>
      ),
    },
    {
      accessor: 'type',
      title: t('documents.document'),
      render: (item) => (
        <>
          <Text size="sm">{item.document.name || typeText(item.document.type)}</Text>
          {item.document.name && item.document.name !== typeText(item.document.type) ? (
            <Text size="xs" c="dimmed">
              {typeText(item.document.type)}
            </Text>
          ) : null}
        </>
      ),
    },
    { accessor: 'edition', title: t('documents.edition') },
    {
      accessor: 'uploadedAt',
      title: t('documents.uploadedAt'),
      render: (item) => (item.document.uploadedAt ? formatDateTime(item.document.uploadedAt) : '—'),
    },
    {
      accessor: 'status',
      title: t('documents.state'),
      render: (item) => t(`documents.states.${item.document.status}`),
    },
  ];

  return (
    <StaffPage title={t('documents.title')} intro={t('documents.intro')}>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <ConsoleList
            label={t('documents.tableLabel')}
            list={{
              records: items,
              total: queue.data?.total,
              pageSize: DOCUMENT_QUEUE_PAGE_SIZE,
              fetching: queue.isFetching,
            }}
            columns={columns}
            controls={controls}
            idAccessor={(item) => item.document.id}
            onRowClick={(_, i) => open(i)}
            rowClassName={(item) => (item.document.id === selectedId ? classes.selected : undefined)}
            emptyText={t('documents.empty')}
            filters={
              <Group align="flex-end" gap="sm">
                <Select
                  label={t('documents.state')}
                  placeholder={t('documents.allStates')}
                  data={DOCUMENT_STATUSES.map((value) => ({ value, label: t(`documents.states.${value}`) }))}
                  value={query.filters.state ?? null}
                  onChange={(value) => setFilter('state', value)}
                  clearable
                  w={220}
                />
                <TextInput
                  label={t('documents.document')}
                  defaultValue={query.filters.type ?? ''}
                  placeholder={t('documents.documentPlaceholder')}
                  onBlur={(event) => setFilter('type', event.currentTarget.value.trim())}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') setFilter('type', event.currentTarget.value.trim());
                  }}
                  w={180}
                />
                <TextInput
                  label={t('documents.edition')}
                  defaultValue={query.filters.edition ?? ''}
                  placeholder="CUCINA-2027A"
                  onBlur={(event) => setFilter('edition', event.currentTarget.value.trim())}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') setFilter('edition', event.currentTarget.value.trim());
                  }}
                  w={180}
                />
              </Group>
            }
          />
          <Card withBorder mt="md" component="section" aria-labelledby="shortcuts-title">
            <Title order={2} size="h5" id="shortcuts-title">
              {t('documents.shortcuts.title')}
            </Title>
            <ul className={classes.shortcuts}>
              <li>
                <kbd>j</kbd> / <kbd>↓</kbd> {t('documents.shortcuts.next')}
              </li>
              <li>
                <kbd>k</kbd> / <kbd>↑</kbd> {t('documents.shortcuts.previous')}
              </li>
              <li>
                <kbd>a</kbd> {t('documents.shortcuts.approve')}
              </li>
              <li>
                <kbd>r</kbd> {t('documents.shortcuts.reject')}
              </li>
              <li>
                <kbd>Enter</kbd> {t('documents.shortcuts.confirm')}
              </li>
            </ul>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Card withBorder component="section" aria-labelledby="document-detail" className={classes.detail}>
            {message && (
              <Alert color={message.color} role="status" mb="sm">
                {message.text}
              </Alert>
            )}
            {selected ? (
              <Stack gap="sm">
                <Title order={2} size="h3" id="document-detail" tabIndex={-1} ref={detailHeading}>
                  {`${selected.document.name} · ${fullName(selected)}`}
                </Title>
                <Group gap="xs">
                  <Text size="sm" fw={700}>
                    {t(`documents.states.${selected.document.status}`)}
                  </Text>
                  <Text size="sm">{typeText(selected.document.type)}</Text>
                  <Text size="sm">{selected.edition}</Text>
                  {selected.document.uploadedAt && (
                    <Text size="sm">
                      {t('documents.uploadedOn', { date: formatDateTime(selected.document.uploadedAt) })}
                    </Text>
                  )}
                  {selected.document.dueDate && (
                    <Text size="sm">
                      {t('documents.dueOn', { date: formatDate(selected.document.dueDate) })}
                    </Text>
                  )}
                </Group>
                {selected.document.refusalReason && (
                  <Text size="sm">
                    {t('documents.lastReason', { reason: selected.document.refusalReason })}
                  </Text>
                )}
                <DocumentViewer key={selected.document.id} document={selected.document} />
                <Group gap="sm">
                  <Button onClick={approve} disabled={!canReview} loading={decide.isPending && !dialog}>
                    {t('documents.approve')}
                  </Button>
                  <Button
                    color="red"
                    variant="light"
                    onClick={() => setDialog('reject')}
                    disabled={!canReject}
                  >
                    {t('documents.reject')}
                  </Button>
                  <Button variant="default" onClick={() => setDialog('request')}>
                    {t('documents.request')}
                  </Button>
                </Group>
                <History documentId={selected.document.id} />
                <RejectDialog
                  key={`reject-${selected.document.id}`}
                  opened={dialog === 'reject'}
                  documentName={selected.document.name}
                  pending={decide.isPending}
                  onClose={closeDialog}
                  onConfirm={reject}
                />
                <RequestDocumentDialog
                  key={`request-${selected.document.id}`}
                  opened={dialog === 'request'}
                  candidateName={fullName(selected)}
                  pending={decide.isPending}
                  onClose={closeDialog}
                  onConfirm={request}
                />
              </Stack>
            ) : (
              <Text id="document-detail">
                {queue.isPending ? t('table.loading') : t('documents.noneSelected')}
              </Text>
            )}
          </Card>
        </Grid.Col>
      </Grid>
    </StaffPage>
  );
}
