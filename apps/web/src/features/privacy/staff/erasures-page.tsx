import { Anchor, Badge, Stack, Text } from '@mantine/core';
import { formatDateTime } from '@school/domain/format/date';
import type { StaffErasureRow } from '@school/domain/privacy/contracts/staff-privacy';
import { ERASURE_STATUSES, type ErasureStatus } from '@school/domain/privacy/erasure';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DateCell } from '../../../components/console/list-cells';
import { choices, searchField, selectField } from '../../../components/console/list-filters';
import { ListPage, pagedList } from '../../../components/console/list-page';
import type { StaffTableColumn } from '../../../components/console/staff-table';
import { useTableQuery } from '../../../components/console/use-table-query';
import { useStaffErasures } from './api/list-staff-erasures';
import { staffErasurePath } from './api/privacy-staff-urls';

const FILTERS = ['search', 'status'] as const;
type Filter = (typeof FILTERS)[number];
const PAGE_SIZE = 25;

const STATUS_COLOUR: Record<ErasureStatus, string> = {
  pending: 'grape.9',
  confirmed: 'blue.9',
  refused: 'gray.7',
  done: 'teal.9',
};

export function ErasureStatusBadge({ status }: { status: ErasureStatus }) {
  const { t } = useTranslation('privacy');
  return (
    <Badge color={STATUS_COLOUR[status]} variant="outline">
      {t(`staff.erasures.statuses.${status}`)}
    </Badge>
  );
}

/** The erasure requests (Segreteria, area `privacy`): the longest waiting first. */
export default function ErasuresPage() {
  const { t } = useTranslation('privacy');
  const controls = useTableQuery(FILTERS);
  const { filters } = controls.query;
  const params: Record<string, string> = { page: String(controls.query.page), pageSize: String(PAGE_SIZE) };
  for (const name of FILTERS) if (filters[name]) params[name] = filters[name] as string;
  const { data, isFetching } = useStaffErasures(params);

  const columns: StaffTableColumn<StaffErasureRow>[] = [
    {
      accessor: 'person',
      title: t('staff.erasures.columns.person'),
      render: (row) => (
        <Stack gap={0}>
          <Anchor
            component={Link}
            to={staffErasurePath(row.id)}
            size="sm"
            fw={600}
            style={{ overflowWrap: 'anywhere' }}
          >
            {row.person.name || row.person.email || row.id}
          </Anchor>
          <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
            {row.person.email}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: 'requestedAt',
      title: t('staff.erasures.columns.requestedAt'),
      render: (row) => <DateCell>{formatDateTime(row.requestedAt)}</DateCell>,
    },
    {
      accessor: 'status',
      title: t('staff.erasures.columns.status'),
      render: (row) => <ErasureStatusBadge status={row.status} />,
    },
  ];

  const filterFields = [
    searchField('search', t('staff.erasures.searchFilter'), undefined, 260),
    selectField(
      'status',
      t('staff.erasures.statusFilter'),
      undefined,
      choices(ERASURE_STATUSES, (s) => t(`staff.erasures.statuses.${s}`)),
      { w: 200 },
    ),
  ];

  return (
    <ListPage<StaffErasureRow, Filter>
      title={t('staff.erasures.title')}
      label={t('staff.erasures.title')}
      list={pagedList({ data, isFetching }, PAGE_SIZE)}
      columns={columns}
      controls={controls}
      idAccessor="id"
      emptyText={t('staff.erasures.empty')}
      filterFields={filterFields}
    />
  );
}
