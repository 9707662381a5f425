import { Anchor, Badge, Button, Stack, Text } from '@mantine/core';
import { formatDate } from '@school/domain/format/date';
import type { StageBoardRow } from '@school/domain/internship/contracts/staff-internship';
import {
  STAGE_STATUSES_SET_BY_STAFF,
  STAGE_SURVEYS,
  type StaffStageStatus,
} from '@school/domain/internship/stage';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { choices, Filters, selectField } from '../../../components/console/list-filters';
import { ConsoleList } from '../../../components/console/list-page';
import { ErrorAlert } from '../../../components/console/record-page';
import { StaffPage } from '../../../components/console/staff-page';
import type { StaffTableColumn } from '../../../components/console/staff-table';
import { useTableQuery } from '../../../components/console/use-table-query';
import { useCreateStage } from './api/create-stage';
import { useEditionDocuments } from './api/list-edition-documents';
import { useStageBoard } from './api/list-stages';
import { EditionSelect, useChosenEdition } from './edition-select';
import { internshipStaffPaths } from './internship-staff-paths';
import { StageDocuments } from './stage-documents';

const FILTERS = ['status'] as const;
type Filter = (typeof FILTERS)[number];
const PAGE_SIZE = 50;

/** A stage's status as a badge: its number and what it opens (section 3 "Stage"). */
export function StageStatusBadge({ status }: { status: number }) {
  const { t } = useTranslation('internship');
  const known = (STAGE_STATUSES_SET_BY_STAFF as readonly number[]).includes(status);
  const shown = status as StaffStageStatus;
  return (
    <Badge color={status === 99 ? 'gray.7' : 'teal.9'} variant="filled" tt="none">
      {known ? t(`staff.statuses.${shown}`) : t('staff.statusOther', { status })}
    </Badge>
  );
}

/** A period "2 mar 2026 – 30 giu 2026", or '—'. */
export function periodText(from: string | null, to: string | null): string {
  if (!from && !to) return '—';
  return `${from ? formatDate(from) : '…'} – ${to ? formatDate(to) : '…'}`;
}

/**
 * The stage board (Stage): an edition's course enrolments with their stage: student, status,
 * destination, tutor, period, the three forms sent, the dossier; filtered by status, paged by the
 * server. An enrolment without a stage gets one (status 0) from here.
 */
export default function StagesPage() {
  const { t } = useTranslation('internship');
  const navigate = useNavigate();
  const controls = useTableQuery(FILTERS);
  const { edition } = useChosenEdition();
  const params: Record<string, string> = {
    ...(controls.apiParams as Record<string, string>),
    edition: edition ?? '',
    pageSize: String(PAGE_SIZE),
  };
  const { data, isFetching } = useStageBoard(params, edition !== null);
  const create = useCreateStage();
  const editionDocuments = useEditionDocuments(edition);

  const columns: StaffTableColumn<StageBoardRow>[] = [
    {
      accessor: 'student',
      title: t('staff.board.columns.student'),
      render: (row) => {
        const name = `${row.student.lastName} ${row.student.firstName}`.trim() || row.student.email;
        return (
          <Stack gap={0}>
            {row.stageId ? (
              <Anchor component={Link} to={internshipStaffPaths.stage(row.stageId)} size="sm" fw={600}>
                {name}
              </Anchor>
            ) : (
              <Text size="sm" fw={600}>
                {name}
              </Text>
            )}
            <Text size="xs" c="gray.7">
              {row.student.email}
            </Text>
          </Stack>
        );
      },
    },
    {
      accessor: 'status',
      title: t('staff.board.columns.status'),
      render: (row) => <StageStatusBadge status={row.status} />,
    },
    {
      accessor: 'hostCompany',
      title: t('staff.board.columns.destination'),
      render: (row) =>
        row.hostCompany ? (
          <Stack gap={0}>
            <Text size="sm">{row.hostCompany}</Text>
            {row.city && (
              <Text size="xs" c="gray.7">
                {row.city}
              </Text>
            )}
          </Stack>
        ) : (
          '—'
        ),
    },
    { accessor: 'tutorName', title: t('staff.board.columns.tutor'), render: (row) => row.tutorName ?? '—' },
    {
      accessor: 'period',
      title: t('staff.board.columns.period'),
      render: (row) => periodText(row.periodFrom, row.periodTo),
    },
    {
      accessor: 'forms',
      title: t('staff.board.columns.forms'),
      render: (row) => {
        const sent = STAGE_SURVEYS.filter((form) => row.formsCompleted[form]);
        return sent.length === 0 ? '—' : sent.map((form) => t(`staff.forms.${form}`)).join(', ');
      },
    },
    {
      accessor: 'hasDossier',
      title: t('staff.board.columns.dossier'),
      render: (row) => (row.hasDossier ? t('staff.yes') : t('staff.no')),
    },
    {
      accessor: 'actions',
      title: t('staff.board.columns.actions'),
      render: (row) =>
        row.stageId ? null : (
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconPlus size={14} aria-hidden />}
            loading={create.isPending && create.variables === row.enrolmentId}
            onClick={() =>
              create.mutate(row.enrolmentId, {
                onSuccess: (stage) => navigate(internshipStaffPaths.stage(stage.id)),
              })
            }
            aria-label={t('staff.board.createFor', {
              name: `${row.student.firstName} ${row.student.lastName}`,
            })}
          >
            {t('staff.board.create')}
          </Button>
        ),
    },
  ];

  return (
    <StaffPage title={t('staff.board.title')} intro={t('staff.board.intro')}>
      <ErrorAlert error={create.error} />
      <ConsoleList<StageBoardRow, Filter>
        label={t('staff.board.tableLabel', { edition: edition ?? '' })}
        list={{
          records: edition ? data?.items : [],
          total: data?.total,
          pageSize: PAGE_SIZE,
          fetching: isFetching,
        }}
        columns={columns}
        controls={controls}
        idAccessor="enrolmentId"
        emptyText={edition ? t('staff.board.empty') : t('staff.noEditions')}
        filters={
          <Filters
            controls={controls}
            fields={[
              selectField(
                'status',
                t('staff.board.statusFilter'),
                undefined,
                [
                  { value: '', label: t('staff.board.allStatuses') },
                  ...choices(STAGE_STATUSES_SET_BY_STAFF, (s) => t(`staff.statuses.${s}`)),
                ],
                { fallback: '', w: { base: '100%', sm: 260 } },
              ),
            ]}
          >
            <EditionSelect />
          </Filters>
        }
      />
      {edition && editionDocuments.data && (
        <StageDocuments
          owner={{ productCode: edition }}
          documents={editionDocuments.data.items}
          title={t('staff.documents.editionTitle', { edition })}
        />
      )}
    </StaffPage>
  );
}
