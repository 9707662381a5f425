import { Anchor, Badge } from '@mantine/core';
import type { UtilityEnrolmentSummary } from '@school/domain/utility/contracts/staff-utility';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SearchFilter } from '../../../components/console/list-filters';
import { ListPage, pagedList } from '../../../components/console/list-page';
import type { StaffTableColumn } from '../../../components/console/staff-table';
import { useTableQuery } from '../../../components/console/use-table-query';
import { staffPath } from '../../../config/paths';
import { useUtilityEnrolments } from './api/list-utility-enrolments';

const FILTERS = ['search'] as const;
type Filter = (typeof FILTERS)[number];
const PAGE_SIZE = 20;

/** Course enrolments with their lockers and books, found by person (Segreteria: lockers, books). */
export default function UtilityEnrolmentsPage() {
  const { t } = useTranslation('utility');
  const controls = useTableQuery(FILTERS);
  const { search, page } = controls.apiParams as Record<string, string | undefined>;
  const params: Record<string, string> = { pageSize: String(PAGE_SIZE) };
  if (search) params.search = search;
  if (page) params.page = page;
  const { data, isFetching } = useUtilityEnrolments(params);

  const columns: StaffTableColumn<UtilityEnrolmentSummary>[] = [
    {
      accessor: 'person',
      title: t('staff.list.columns.person'),
      render: (e) => (
        <Anchor component={Link} to={staffPath(`utility/${e.id}`)}>
          {`${e.person.lastName} ${e.person.firstName}`.trim() || e.person.email}
        </Anchor>
      ),
    },
    {
      accessor: 'registrationNumber',
      title: t('staff.list.columns.registrationNumber'),
      render: (e) => e.person.registrationNumber ?? '',
    },
    {
      accessor: 'name',
      title: t('staff.list.columns.enrolment'),
      render: (e) => (
        <>
          {e.name}{' '}
          {e.isActive && (
            <Badge size="sm" color="teal.9">
              {t('staff.list.active')}
            </Badge>
          )}
        </>
      ),
    },
    {
      accessor: 'courseLocker',
      title: t('staff.list.columns.courseLocker'),
      render: (e) => e.courseLocker ?? '',
    },
    { accessor: 'examLocker', title: t('staff.list.columns.examLocker'), render: (e) => e.examLocker ?? '' },
    { accessor: 'books', title: t('staff.list.columns.books'), textAlign: 'right' },
  ];

  return (
    <ListPage<UtilityEnrolmentSummary, Filter>
      title={t('staff.list.title')}
      intro={t('staff.list.intro')}
      label={t('staff.list.label')}
      list={pagedList({ data, isFetching }, PAGE_SIZE)}
      columns={columns}
      controls={controls}
      idAccessor="id"
      filters={
        <SearchFilter
          controls={controls}
          name="search"
          label={t('staff.list.search')}
          placeholder={t('staff.list.searchPlaceholder')}
        />
      }
    />
  );
}
