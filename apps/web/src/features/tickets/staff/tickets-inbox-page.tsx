import { Anchor, Stack, Text } from '@mantine/core';
import { formatDateTime } from '@school/domain/format/date';
import { STAFF_TICKET_ASSIGNED, type StaffTicketRow } from '@school/domain/tickets/contracts/staff-tickets';
import { TICKET_STATUSES } from '@school/domain/tickets/tickets';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DateCell } from '../../../components/console/list-cells';
import { choices, searchField, selectField } from '../../../components/console/list-filters';
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
      render: (row) => <DateCell>{formatDateTime(row.createdAt)}</DateCell>,
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

  const categoryChoices = (categories.data?.categories ?? []).map((c) => ({ value: c.id, label: c.name }));
  const statusChoices = choices(STATUS_FILTERS, (s) => t(`staff.statusFilter.${s}`));
  const assignedChoices = choices(STAFF_TICKET_ASSIGNED, (s) => t(`staff.assignedFilter.${s}`));
  const filterFields = [
    searchField('search', t('staff.inbox.search'), t('staff.inbox.searchPlaceholder'), 260),
    selectField('category', t('staff.inbox.category'), t('staff.inbox.allCategories'), categoryChoices, {
      w: 220,
    }),
    selectField('status', t('staff.inbox.status'), undefined, statusChoices, { fallback: 'open', w: 180 }),
    selectField('assigned', t('staff.inbox.assigned'), undefined, assignedChoices, {
      fallback: 'any',
      w: 160,
    }),
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
      filterFields={filterFields}
    />
  );
}
