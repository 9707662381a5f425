import { Anchor } from '@mantine/core';
import { formatDate } from '@school/domain/format/date';
import {
  APPLICATIONS_CSV_MAX_ROWS,
  type EditionApplication,
} from '@school/domain/staff/contracts/list-applications';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStaffEditions } from '../../../components/console/api/staff-editions';
import {
  choices,
  dateField,
  editionChoices,
  Filters,
  selectField,
} from '../../../components/console/list-filters';
import { ConsoleList, CsvButton, pagedList } from '../../../components/console/list-page';
import { StaffPage } from '../../../components/console/staff-page';
import type { StaffTableColumn } from '../../../components/console/staff-table';
import { useTableQuery } from '../../../components/console/use-table-query';
import { staffPath } from '../../../config/paths';
import { applicationStatusText } from '../../candidate/utils/value-labels';
import { applicationsCsvUrl } from './api/application-staff-urls';
import { useEditionApplications } from './api/list-edition-applications';

const FILTERS = ['edition', 'status', 'step', 'from', 'to', 'feePaid'] as const;
type Filter = (typeof FILTERS)[number];
const DEFAULT_SORT = { column: 'createdAt', direction: 'desc' as const };
const PAGE_SIZE = 20;
const STEPS = ['0', '1', '2', '3', '4', '5', '6', '7'];
/** Stato_Candidatura__c values the portal writes. */
const APPLICATION_STATUSES = ['In compilazione', 'Inviata'];

/** The applications of a course edition: filters, sorted and paged by the server, and the CSV. */
export default function ApplicationsPage() {
  const { t } = useTranslation(['staff', 'errors']);
  const { t: tCandidate } = useTranslation('candidate');
  const controls = useTableQuery(FILTERS, { sort: DEFAULT_SORT });
  const editions = useStaffEditions();
  const edition = controls.query.filters.edition ?? null;
  const params = edition ? { ...controls.apiParams, pageSize: String(PAGE_SIZE) } : null;
  const { data, isFetching } = useEditionApplications(params);
  const { page: _page, pageSize: _size, ...csvParams }: Record<string, string> = params ?? {};

  const columns: StaffTableColumn<EditionApplication>[] = [
    {
      accessor: 'lastName',
      title: t('applications.columns.name'),
      sortable: true,
      render: (a) => (
        <Anchor component={Link} to={staffPath(`applications/${a.id}`)}>
          {`${a.candidate.lastName} ${a.candidate.firstName}`.trim() || a.candidate.username}
        </Anchor>
      ),
    },
    { accessor: 'email', title: t('applications.columns.email'), render: (a) => a.candidate.email },
    {
      accessor: 'status',
      title: t('applications.columns.status'),
      sortable: true,
      render: (a) => applicationStatusText(tCandidate, a.applicationStatus),
    },
    { accessor: 'step', title: t('applications.columns.step'), sortable: true, render: (a) => a.step ?? '' },
    {
      accessor: 'feePaidAt',
      title: t('applications.columns.feePaidAt'),
      sortable: true,
      render: (a) => (a.feePaidAt ? formatDate(a.feePaidAt) : t('applications.feeNotPaid')),
    },
    {
      accessor: 'submittedAt',
      title: t('applications.columns.submittedAt'),
      sortable: true,
      render: (a) => (a.submittedAt ? formatDate(a.submittedAt) : ''),
    },
    {
      accessor: 'createdAt',
      title: t('applications.columns.createdAt'),
      sortable: true,
      render: (a) => formatDate(a.createdAt),
    },
  ];

  // A CSV beyond the server's row limit would be refused (400 staff.csvTooLarge): say so instead.
  const tooMany = (data?.total ?? 0) > APPLICATIONS_CSV_MAX_ROWS;
  const editionOptions = editionChoices(editions.data?.items ?? []);
  return (
    <StaffPage
      title={t('applications.title')}
      intro={t('applications.intro')}
      actions={
        edition ? (
          <CsvButton
            href={applicationsCsvUrl(csvParams)}
            label={t('applications.csv')}
            tooLarge={tooMany ? t('errors:staff.csvTooLarge') : null}
          />
        ) : null
      }
    >
      <Filters
        controls={controls}
        fields={[
          selectField('edition', t('applications.edition'), t('applications.pickEdition'), editionOptions, {
            clearable: false,
            searchable: true,
            w: { base: '100%', sm: 360 },
          }),
          selectField(
            'status',
            t('applications.status'),
            t('applications.any'),
            choices(APPLICATION_STATUSES, (value) => applicationStatusText(tCandidate, value)),
          ),
          selectField('step', t('applications.step'), t('applications.any'), STEPS, { w: 110 }),
          selectField('feePaid', t('applications.fee'), t('applications.any'), [
            { value: 'true', label: t('applications.feePaid') },
            { value: 'false', label: t('applications.feeNotPaid') },
          ]),
          dateField('from', t('applications.from'), { w: 190 }),
          dateField('to', t('applications.to'), { w: 190 }),
        ]}
      />
      {edition && (
        <ConsoleList<EditionApplication, Filter>
          label={t('applications.label', { edition })}
          list={pagedList({ data, isFetching }, PAGE_SIZE)}
          columns={columns}
          controls={controls}
          idAccessor="id"
        />
      )}
    </StaffPage>
  );
}
