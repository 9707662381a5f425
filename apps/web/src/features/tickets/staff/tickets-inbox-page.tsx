import { Anchor, Select, Stack, Text } from '@mantine/core';
import { formatDateTime } from '@school/domain/format/date';
import { STAFF_TICKET_ASSIGNED, type StaffTicketRow } from '@school/domain/tickets/contracts/staff-tickets';
import { TICKET_STATUSES } from '@school/domain/tickets/tickets';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FilterBar, SearchFilter, SelectFilter } from '../../../components/console/list-filters';
import { ListPage, pagedList } from '../../../components/console/list-page';
import type { StaffTableColumn } from '../../../components/console/staff-table';
import { useTableQuery } from '../../../components/console/use-table-query';
import { TicketStatusBadge } from '../components/ticket-status-badge';
import { useStaffTicketCategories } from './api/list-staff-ticket-categories';
import { useStaffTickets } from './api/list-staff-tickets';
import { staffTicketPath } from './api/tickets-staff-urls';

const FILTERS = ['search', 'category', 'status', 'assigned'] as const;
type Filter = (typeof FILTERS)[number];
const PAGE_SIZE = 25;
const STATUS_FILTERS = ['open', ...TICKET_STATUSES] as const;

/**
 * The tickets' inbox (Interventi): the cases by category and status (open ones by default), the
 * longest waiting first; the ones whose last message is the student's say they wait for the school.
 */
export default function TicketsInboxPage() {
  const { t } = useTranslation('tickets');
  const controls = useTableQuery(FILTERS);
  const { filters } = controls.query;
  const params: Record<string, string> = { page: String(controls.query.page), pageSize: String(PAGE_SIZE) };
  for (const name of FILTERS) if (filters[name]) params[name] = filters[name] as string;
  const { data, isFetching } = useStaffTickets(params);
  const categories = useStaffTicketCategories();

  const columns: StaffTableColumn<StaffTicketRow>[] = [
    {
      accessor: 'createdAt',
      title: t('staff.inbox.columns.date'),
      render: (row) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(row.createdAt)}
        </Text>
      ),
    },
    {
      accessor: 'subject',
      title: t('staff.inbox.columns.subject'),
      render: (row) => (
        <Stack gap={0}>
          <Anchor
            component={Link}
            to={staffTicketPath(row.id)}
            size="sm"
            fw={600}
            style={{ overflowWrap: 'anywhere' }}
          >
            {row.subject}
          </Anchor>
          {row.status !== 'Closed' && row.lastMessageFromStaff !== true && (
            <Text size="xs" c="grape.9">
              {t('staff.inbox.waiting')}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      accessor: 'person',
      title: t('staff.inbox.columns.person'),
      render: (row) => (
        <Stack gap={0}>
          <Text size="sm">{row.person.name || row.person.email}</Text>
          <Text size="xs" c="gray.7">
            {row.person.email}
          </Text>
        </Stack>
      ),
    },
    { accessor: 'category', title: t('staff.inbox.columns.category'), render: (row) => row.category.name },
    {
      accessor: 'status',
      title: t('staff.inbox.columns.status'),
      render: (row) => <TicketStatusBadge status={row.status} />,
    },
    {
      accessor: 'assignee',
      title: t('staff.inbox.columns.assignee'),
      render: (row) => row.assignee?.name ?? t('staff.inbox.nobody'),
    },
    {
      accessor: 'counts',
      title: t('staff.inbox.columns.counts'),
      textAlign: 'right',
      render: (row) => `${row.attachmentCount} / ${row.messageCount}`,
    },
  ];

  return (
    <ListPage<StaffTicketRow, Filter>
      title={t('staff.inbox.title')}
      intro={t('staff.inbox.intro')}
      label={t('staff.inbox.tableLabel')}
      list={pagedList({ data, isFetching }, PAGE_SIZE)}
      columns={columns}
      controls={controls}
      idAccessor="id"
      emptyText={t('staff.inbox.empty')}
      filters={
        <FilterBar>
          <SearchFilter
            controls={controls}
            name="search"
            label={t('staff.inbox.search')}
            placeholder={t('staff.inbox.searchPlaceholder')}
            width={260}
          />
          <SelectFilter
            controls={controls}
            name="category"
            label={t('staff.inbox.category')}
            placeholder={t('staff.inbox.allCategories')}
            data={(categories.data?.categories ?? []).map((c) => ({ value: c.id, label: c.name }))}
            w={220}
          />
          <Select
            label={t('staff.inbox.status')}
            data={STATUS_FILTERS.map((s) => ({ value: s, label: t(`staff.statusFilter.${s}`) }))}
            value={filters.status ?? 'open'}
            onChange={(value) => controls.setFilter('status', value === 'open' ? null : value)}
            allowDeselect={false}
            w={180}
          />
          <Select
            label={t('staff.inbox.assigned')}
            data={STAFF_TICKET_ASSIGNED.map((s) => ({ value: s, label: t(`staff.assignedFilter.${s}`) }))}
            value={filters.assigned ?? 'any'}
            onChange={(value) => controls.setFilter('assigned', value === 'any' ? null : value)}
            allowDeselect={false}
            w={160}
          />
        </FilterBar>
      }
    />
  );
}
