import { Anchor, SegmentedControl } from '@mantine/core';
import { formatDate, formatDateTime } from '@school/domain/format/date';
import type { VisaQueueItem } from '@school/domain/staff/contracts/visa-queue';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListPage, pagedList } from '../../../components/console/list-page';
import type { StaffTableColumn } from '../../../components/console/staff-table';
import { useTableQuery } from '../../../components/console/use-table-query';
import { staffPath } from '../../../config/paths';
import { visaRecordTypeText, visaStatusText } from '../../candidate/utils/value-labels';
import { useVisaQueue, VISA_QUEUE_PAGE_SIZE } from './api/list-visa-queue';

const FILTERS = ['state'] as const;
type Filter = (typeof FILTERS)[number];

const day = (value: string | null) => (value ? formatDate(value) : '—');

/**
 * The visas of every candidate: by default (and as the home's count opens it, `?state=toConfirm`)
 * those granted whose permit appointment (phase 4) the secretariat has still to set, the oldest
 * outcome first, the same set the count counts; or all. Each opens its application, where the
 * appointments are saved.
 */
export default function VisasPage() {
  const { t } = useTranslation('staff');
  const { t: tCandidate } = useTranslation('candidate');
  const controls = useTableQuery(FILTERS);
  const state = controls.query.filters.state === 'all' ? 'all' : 'toConfirm';
  const { data, isFetching } = useVisaQueue({ state, page: String(controls.query.page) });

  const columns: StaffTableColumn<VisaQueueItem>[] = [
    {
      accessor: 'candidate',
      title: t('visas.columns.candidate'),
      render: (item) => (
        <Anchor component={Link} to={staffPath(`applications/${item.applicationId}`)}>
          {`${item.candidate.lastName} ${item.candidate.firstName}`.trim() || item.candidate.email}
        </Anchor>
      ),
    },
    { accessor: 'edition', title: t('visas.columns.edition') },
    {
      accessor: 'recordType',
      title: t('visas.columns.recordType'),
      render: (item) => visaRecordTypeText(tCandidate, item.visa.recordType),
    },
    {
      accessor: 'status',
      title: t('visas.columns.status'),
      render: (item) => visaStatusText(tCandidate, item.visa.status) || '—',
    },
    {
      accessor: 'validity',
      title: t('visas.columns.validity'),
      render: (item) =>
        item.visa.visaStartDate || item.visa.visaExpiryDate
          ? `${day(item.visa.visaStartDate)} – ${day(item.visa.visaExpiryDate)}`
          : '—',
    },
    {
      accessor: 'outcomeSavedAt',
      title: t('visas.columns.outcomeSavedAt'),
      render: (item) => (item.visa.outcomeSavedAt ? formatDateTime(item.visa.outcomeSavedAt) : '—'),
    },
    {
      accessor: 'permitAppointmentDate',
      title: t('visas.columns.permitAppointmentDate'),
      render: (item) => day(item.visa.permitAppointmentDate),
    },
  ];

  return (
    <ListPage<VisaQueueItem, Filter>
      title={t('visas.title')}
      intro={t('visas.intro')}
      label={t('visas.label')}
      list={pagedList({ data, isFetching }, VISA_QUEUE_PAGE_SIZE)}
      columns={columns}
      controls={controls}
      idAccessor={(item) => item.visa.id}
      filters={
        <SegmentedControl
          aria-label={t('visas.show')}
          value={state}
          onChange={(value) => controls.setFilter('state', value === 'all' ? 'all' : 'toConfirm')}
          data={[
            { value: 'toConfirm', label: t('visas.toConfirm') },
            { value: 'all', label: t('visas.all') },
          ]}
        />
      }
    />
  );
}
