import { Badge, Button, Loader, Stack, Title } from '@mantine/core';
import { formatDate, formatDateTime } from '@school/domain/format/date';
import type { RetentionDueItem, RetentionRun } from '@school/domain/privacy/contracts/staff-privacy';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateCell } from '../../../components/console/list-cells';
import { Notices } from '../../../components/console/record-page';
import { StaffPage, StaffSection } from '../../../components/console/staff-page';
import { StaffTable } from '../../../components/console/staff-table';
import { documentTypeText } from '../../candidate/utils/value-labels';
import { useRetentionOverview } from './api/get-retention-overview';
import { useRunRetention } from './api/run-retention';

/** Data retention (Segreteria, area `privacy`): what is due for deletion within 30 days, and the latest runs. */
export default function RetentionPage() {
  const { t } = useTranslation(['privacy', 'common']);
  const { t: tCandidate } = useTranslation('candidate');
  const overview = useRetentionOverview();
  const [ran, setRan] = useState<RetentionRun | null>(null);
  const run = useRunRetention(setRan);

  const dueColumns = [
    {
      accessor: 'kind',
      title: t('staff.retention.columns.kind'),
      render: (row: RetentionDueItem) => t(`kinds.${row.kind}`),
    },
    {
      accessor: 'label',
      title: t('staff.retention.columns.record'),
      // A document by its type in the page's language (as the candidate area names it).
      render: (row: RetentionDueItem) =>
        row.documentType ? documentTypeText(tCandidate, row.documentType) : row.label,
    },
    {
      accessor: 'person',
      title: t('staff.retention.columns.person'),
      render: (row: RetentionDueItem) => row.person.name || '—',
    },
    {
      accessor: 'dueAt',
      title: t('staff.retention.columns.dueAt'),
      render: (row: RetentionDueItem) => <DateCell>{formatDate(row.dueAt)}</DateCell>,
    },
    {
      accessor: 'held',
      title: t('staff.retention.columns.state'),
      render: (row: RetentionDueItem) =>
        row.held ? (
          <Badge color="gray.7" variant="outline">
            {t('staff.retention.held')}
          </Badge>
        ) : (
          <Badge color="red.9" variant="outline">
            {t('staff.retention.due')}
          </Badge>
        ),
    },
  ];
  const runColumns = [
    {
      accessor: 'at',
      title: t('staff.retention.runColumns.at'),
      render: (row: RetentionRun) => <DateCell>{formatDateTime(row.at)}</DateCell>,
    },
    {
      accessor: 'by',
      title: t('staff.retention.runColumns.by'),
      render: (row: RetentionRun) => row.by ?? t('staff.retention.scheduled'),
    },
    { accessor: 'documents', title: t('staff.retention.runColumns.documents'), textAlign: 'right' as const },
    { accessor: 'exports', title: t('staff.retention.runColumns.exports'), textAlign: 'right' as const },
    {
      accessor: 'logEntries',
      title: t('staff.retention.runColumns.logEntries'),
      textAlign: 'right' as const,
    },
  ];

  return (
    <StaffPage
      title={t('staff.retention.title')}
      intro={t('staff.retention.intro')}
      actions={
        <Button onClick={() => run.mutate()} loading={run.isPending}>
          {t('staff.retention.run')}
        </Button>
      }
    >
      <Notices
        message={ran && t('staff.retention.ran', { documents: ran.documents, exports: ran.exports })}
        onClose={() => setRan(null)}
        closeLabel={t('common:close')}
        error={run.error ?? overview.error}
      />
      {overview.isPending && <Loader aria-label={t('myData.loading')} />}
      {overview.data && (
        <Stack gap="lg">
          <StaffSection id="retention-due" title={t('staff.retention.dueTitle')}>
            <StaffTable<RetentionDueItem, never>
              records={overview.data.due}
              columns={dueColumns}
              idAccessor="recordId"
              label={t('staff.retention.tableLabel')}
              emptyText={t('staff.retention.dueEmpty')}
            />
          </StaffSection>
          <StaffSection id="retention-runs" title={t('staff.retention.runsTitle')}>
            <StaffTable<RetentionRun, never>
              records={overview.data.runs}
              columns={runColumns}
              idAccessor="at"
              label={t('staff.retention.runsLabel')}
              emptyText={t('staff.retention.runsEmpty')}
            />
          </StaffSection>
        </Stack>
      )}
    </StaffPage>
  );
}
