import { Alert, Button, Group, Loader, Stack, Text, Textarea, Title } from '@mantine/core';
import { formatDate, formatDateTime } from '@school/domain/format/date';
import { ErasureRefusalBodySchema, type StaffErasure } from '@school/domain/privacy/contracts/staff-privacy';
import { ERASURE_REFUSAL_MAX } from '@school/domain/privacy/erasure';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import {
  RecordForm,
  RecordModal,
  type StaleProps,
  useRecordForm,
} from '../../../components/console/record-form';
import {
  BackLink,
  ErrorAlert,
  Fact,
  FactGrid,
  Notices,
  RecordStatus,
} from '../../../components/console/record-page';
import { StaffPage, StaffSection } from '../../../components/console/staff-page';
import { StaffTable } from '../../../components/console/staff-table';
import { paths } from '../../../config/paths';
import { useDecideErasure } from './api/decide-erasure';
import { useStaffErasure } from './api/get-staff-erasure';
import { ErasureStatusBadge } from './erasures-page';

type Kept = StaffErasure['keep'][number];

/** The refusal's form: the reason (sent to the person), checked by the refusal's contract. */
function RefusalForm({
  erasure,
  stale,
  onClose,
}: {
  erasure: StaffErasure;
  stale: StaleProps;
  onClose: () => void;
}) {
  const { t } = useTranslation(['privacy', 'common']);
  const decide = useDecideErasure(erasure.id);
  const state = useRecordForm({
    record: erasure,
    initialValues: { reason: '' },
    create: ErasureRefusalBodySchema,
    update: ErasureRefusalBodySchema,
    toBody: (values) => ({ decision: 'refuse', reason: values.reason }),
    save: decide,
    variables: (body) => body,
    onSaved: onClose,
    onStale: stale.onStale,
  });
  return (
    <RecordForm
      state={state}
      stale={stale.stale}
      staleText={t('staff.erasure.stale')}
      saveLabel={t('staff.erasure.refuse')}
      cancelLabel={t('staff.erasure.cancel')}
      onCancel={onClose}
    >
      <Textarea
        label={t('staff.erasure.reason')}
        maxLength={ERASURE_REFUSAL_MAX}
        minRows={3}
        required
        {...state.form.getInputProps('reason')}
      />
    </RecordForm>
  );
}

function ErasureView({ erasure }: { erasure: StaffErasure }) {
  const { t } = useTranslation(['privacy', 'common']);
  const decide = useDecideErasure(erasure.id);
  const [confirming, setConfirming] = useState(false);
  const [refusing, setRefusing] = useState(false);
  const name = erasure.person.name || erasure.person.email;

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
      <RecordStatus badge={<ErasureStatusBadge status={erasure.status} />}>
        {formatDateTime(erasure.requestedAt)}
      </RecordStatus>
      <Notices error={decide.error}>
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
      </Notices>
      <FactGrid>
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
      </FactGrid>
      {erasure.status !== 'done' && (
        <StaffSection id="erasure-keep" title={t('staff.erasure.keepTitle')}>
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
        </StaffSection>
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
      <RecordModal<StaffErasure>
        editing={refusing ? erasure : null}
        title={t('staff.erasure.refuseTitle')}
        closeLabel={t('common:close')}
        onClose={() => setRefusing(false)}
      >
        {(record, stale) =>
          record && <RefusalForm erasure={record} stale={stale} onClose={() => setRefusing(false)} />
        }
      </RecordModal>
    </Stack>
  );
}

/** One erasure request: who, what the erasure keeps and why, the decision. */
export default function ErasurePage() {
  const { t } = useTranslation('privacy');
  const { id = '' } = useParams();
  const erasure = useStaffErasure(id);
  const name = erasure.data ? erasure.data.person.name || erasure.data.person.email : '';
  return (
    <StaffPage title={t('staff.erasure.title', { name })}>
      <BackLink to={`${paths.staff}/privacy`}>{t('staff.erasure.back')}</BackLink>
      {erasure.isPending && <Loader aria-label={t('myData.loading')} />}
      <ErrorAlert error={erasure.error} />
      {erasure.data && <ErasureView erasure={erasure.data} />}
    </StaffPage>
  );
}
