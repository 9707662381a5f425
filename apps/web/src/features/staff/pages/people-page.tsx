import { Anchor, Badge, Group } from '@mantine/core';
import { CATEGORIES } from '@school/domain/access/subject';
import { formatDate } from '@school/domain/format/date';
import type { StaffPersonSummary } from '@school/domain/staff/contracts/people';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePeople } from '../../../components/console/api/list-people';
import { categoryName } from '../../../components/console/category-name';
import { choices, searchField, selectField } from '../../../components/console/list-filters';
import { ListPage, pagedList } from '../../../components/console/list-page';
import type { StaffTableColumn } from '../../../components/console/staff-table';
import { useTableQuery } from '../../../components/console/use-table-query';
import { staffPath } from '../../../config/paths';

const FILTERS = ['search', 'category', 'status'] as const;
type Filter = (typeof FILTERS)[number];
const STATUS_PARAMS: Record<string, Record<string, string>> = {
  blocked: { blocked: 'true' },
  active: { blocked: 'false' },
  pending: { roleClaim: 'pending' },
};
const DEFAULT_SORT = { column: 'name', direction: 'asc' as const };
const PAGE_SIZE = 20;

/** The people of the portal: search, filters by category and status, sorted and paged by the server. */
export default function PeoplePage() {
  const { t } = useTranslation('staff');
  const controls = useTableQuery(FILTERS, { sort: DEFAULT_SORT });
  const { search, category, status, ...rest } = controls.apiParams as Record<string, string>;
  const params: Record<string, string> = { ...rest, pageSize: String(PAGE_SIZE) };
  if (search) params.search = search;
  if (category) params.category = category;
  Object.assign(params, status ? STATUS_PARAMS[status] : {});
  const { data, isFetching } = usePeople(params);

  const columns: StaffTableColumn<StaffPersonSummary>[] = [
    {
      accessor: 'name',
      title: t('people.list.columns.name'),
      sortable: true,
      render: (p) => (
        <Anchor component={Link} to={staffPath(`people/${p.id}`)}>
          {`${p.lastName} ${p.firstName}`.trim() || p.username}
        </Anchor>
      ),
    },
    {
      accessor: 'email',
      title: t('people.list.columns.email'),
      sortable: true,
      render: (p) => p.email || p.username,
    },
    {
      accessor: 'categories',
      title: t('people.list.columns.categories'),
      render: (p) => p.categories.map((category) => categoryName(t, category)).join(', '),
    },
    {
      accessor: 'registrationNumber',
      title: t('people.list.columns.registrationNumber'),
      render: (p) => p.registrationNumber ?? '',
    },
    {
      accessor: 'status',
      title: t('people.list.columns.status'),
      render: (p) => <PersonBadges person={p} />,
    },
    {
      accessor: 'createdAt',
      title: t('people.list.columns.createdAt'),
      sortable: true,
      render: (p) => formatDate(p.createdAt),
    },
  ];

  const filterFields = [
    searchField('search', t('people.list.search'), t('people.list.searchPlaceholder')),
    selectField(
      'category',
      t('people.list.category'),
      t('people.list.anyCategory'),
      choices(CATEGORIES, (category) => categoryName(t, category)),
    ),
    selectField('status', t('people.list.status'), t('people.list.anyStatus'), [
      { value: 'pending', label: t('people.list.statusPending') },
      { value: 'blocked', label: t('people.list.statusBlocked') },
      { value: 'active', label: t('people.list.statusActive') },
    ]),
  ];

  return (
    <ListPage<StaffPersonSummary, Filter>
      title={t('people.list.title')}
      intro={t('people.list.intro')}
      label={t('people.list.label')}
      list={pagedList({ data, isFetching }, PAGE_SIZE)}
      columns={columns}
      controls={controls}
      idAccessor="id"
      filterFields={filterFields}
    />
  );
}

/** The blocked and role-to-confirm badges of a person. */
export function PersonBadges({ person }: { person: Pick<StaffPersonSummary, 'isBlocked' | 'roleClaim'> }) {
  const { t } = useTranslation('staff');
  return (
    <Group gap={4}>
      {/* Each badge its whole word, however narrow the column. */}
      {person.isBlocked && (
        <Badge color="red.9" miw="max-content">
          {t('people.badge.blocked')}
        </Badge>
      )}
      {person.roleClaim?.state === 'pending' && (
        <Badge color="yellow.4" autoContrast miw="max-content">
          {t('people.badge.pending')}
        </Badge>
      )}
    </Group>
  );
}
