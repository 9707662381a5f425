import {
  Alert,
  Anchor,
  Button,
  Group,
  Loader,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { formatDate, formatDateTime } from '@school/domain/format/date';
import type { StaffErasure } from '@school/domain/privacy/contracts/staff-privacy';
import { ERASURE_REFUSAL_MAX } from '@school/domain/privacy/erasure';
import { IconArrowLeft } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { StaffPage } from '../../../components/console/staff-page';
import { StaffTable } from '../../../components/console/staff-table';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/error-text';
import { fieldErrorsText } from '../../../lib/zod-resolver';
import { useDecideErasure } from './api/decide-erasure';
import { useStaffErasure } from './api/get-staff-erasure';
import { ErasureStatusBadge } from './erasures-page';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="gray.7">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
        {children}
      </Text>
    </Stack>
  );
}

type Kept = StaffErasure['keep'][number];

function ErasureView({ erasure }: { erasure: StaffErasure }) {
  const { t } = useTranslation(['privacy', 'common']);
  const errorText = useErrorText();
  const decide = useDecideErasure(erasure.id);
  const [confirming, setConfirming] = useState(false);
  const [refusing, setRefusing] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const name = erasure.person.name || erasure.person.email;

  const refuse = async () => {
    setReasonError(null);
    try {
      await decide.mutateAsync({ decision: 'refuse', version: erasure.version, reason });
      setRefusing(false);
    } catch (caught) {
      if (isApiError(caught) && caught.fields?.reason)
        setReasonError(fieldErrorsText(caught.fields).reason as string);
    }
  };

  const columns = [
    {
      accessor: 'label',
      title: t('staff.erasure.keepColumns.record'),
      render: (row: Kept) => `${t(`staff.erasure.kinds.${row.kind}`)}: ${row.label}`,
    },
    {
      accessor: 'reason',
      title: t('staff.erasure.keepColumns.reason'),
      render: (row: Kept) => t(`staff.erasure.reasons.${row.reason}`),
    },
    {
      accessor: 'until',
      title: t('staff.erasure.keepColumns.until'),
      render: (row: Kept) => (row.until ? formatDate(row.until) : t('staff.erasure.untilEnrolmentEnds')),
    },
  ];

  return (
    <Stack gap="md">
      <Group gap="sm">
        <ErasureStatusBadge status={erasure.status} />
        <Text size="sm" c="gray.7">
          {formatDateTime(erasure.requestedAt)}
        </Text>
      </Group>
      <div aria-live="polite">
        {decide.error && !reasonError && !refusing && (
          <Alert color="red.9" role="alert">
            {errorText(decide.error)}
          </Alert>
        )}
        {erasure.status === 'confirmed' && (
          <Alert color="blue" role="status">
            {t('staff.erasure.confirmed')}
          </Alert>
        )}
        {erasure.status === 'done' && erasure.doneAt && (
          <Alert color="teal.9" role="status">
            {t('staff.erasure.done', { date: formatDateTime(erasure.doneAt) })}
          </Alert>
        )}
      </div>
      <Paper withBorder p="md" radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Fact label={t('staff.erasures.columns.person')}>{erasure.person.name || '—'}</Fact>
          <Fact label={t('staff.erasures.columns.email')}>{erasure.person.email || '—'}</Fact>
          <Fact label={t('staff.erasure.note')}>{erasure.note || t('staff.erasure.noNote')}</Fact>
          {erasure.decidedAt && (
            <Fact label={t('staff.erasure.decided', { date: formatDateTime(erasure.decidedAt) })}>
              {erasure.decidedBy ?? '—'}
            </Fact>
          )}
          {erasure.refusalReason && (
            <Fact label={t('staff.erasure.refusalReason')}>{erasure.refusalReason}</Fact>
          )}
        </SimpleGrid>
      </Paper>
      {erasure.status !== 'done' && (
        <Stack gap="xs" component="section" aria-labelledby="erasure-keep">
          <Title order={2} size="h3" id="erasure-keep">
            {t('staff.erasure.keepTitle')}
          </Title>
          {erasure.keep.length === 0 ? (
            <Text>{t('staff.erasure.keepNone')}</Text>
          ) : (
            <StaffTable<Kept, never>
              records={erasure.keep}
              columns={columns}
              idAccessor="id"
              label={t('staff.erasure.keepTitle')}
            />
          )}
        </Stack>
      )}
      {erasure.blocked && erasure.status === 'pending' && (
        <Alert color="orange" role="note">
          {t('staff.erasure.blocked')}
        </Alert>
      )}
      {erasure.status === 'pending' && (
        <Group>
          <Button
            color="red.9"
            disabled={erasure.blocked}
            onClick={() => setConfirming(true)}
            loading={decide.isPending}
          >
            {t('staff.erasure.confirm')}
          </Button>
          <Button variant="default" onClick={() => setRefusing(true)}>
            {t('staff.erasure.refuse')}
          </Button>
        </Group>
      )}
      <ConfirmDialog
        opened={confirming}
        title={t('staff.erasure.confirmTitle')}
        text={t('staff.erasure.confirmText', { name })}
        confirmLabel={t('staff.erasure.confirm')}
        cancelLabel={t('staff.erasure.cancel')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          decide.mutate({ decision: 'confirm', version: erasure.version });
        }}
      />
      <Modal
        opened={refusing}
        onClose={() => setRefusing(false)}
        title={t('staff.erasure.refuseTitle')}
        closeButtonProps={{ 'aria-label': t('common:close') }}
        centered
      >
        <Stack gap="md">
          <Textarea
            label={t('staff.erasure.reason')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            maxLength={ERASURE_REFUSAL_MAX}
            minRows={3}
            error={reasonError}
            required
          />
          {/* A refusal of the server other than the reason's, in the dialog that is open. */}
          {decide.error && !reasonError && (
            <Alert color="red.9" role="alert">
              {errorText(decide.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRefusing(false)}>
              {t('staff.erasure.cancel')}
            </Button>
            <Button onClick={refuse} loading={decide.isPending}>
              {t('staff.erasure.refuse')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

/** One erasure request: who, what the erasure keeps and why, the decision. */
export default function ErasurePage() {
  const { t } = useTranslation('privacy');
  const errorText = useErrorText();
  const { id = '' } = useParams();
  const erasure = useStaffErasure(id);
  const name = erasure.data ? erasure.data.person.name || erasure.data.person.email : '';
  return (
    <StaffPage title={t('staff.erasure.title', { name })}>
      <Anchor component={Link} to={`${paths.staff}/privacy`} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          {t('staff.erasure.back')}
        </Group>
      </Anchor>
      {erasure.isPending && <Loader aria-label={t('myData.loading')} />}
      {erasure.isError && (
        <Alert color="red.9" role="alert">
          {errorText(erasure.error)}
        </Alert>
      )}
      {erasure.data && <ErasureView erasure={erasure.data} />}
    </StaffPage>
  );
}
