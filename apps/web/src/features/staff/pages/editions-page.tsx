import { Checkbox, SimpleGrid, TextInput } from '@mantine/core';
import { formatDate } from '@school/domain/format/date';
import { TEXT_MAX } from '@school/domain/shared/limits';
import {
  CreateEditionBodySchema,
  EDITION_CODE_PART_MAX,
  type StaffEdition,
  UpdateEditionBodySchema,
} from '@school/domain/staff/contracts/editions';
import { STAFF_DATE_MAX, STAFF_DATE_MIN } from '@school/domain/staff/contracts/fields';
import { useTranslation } from 'react-i18next';
import { useSaveEdition, useStaffEditions } from '../../../components/console/api/staff-editions';
import { stateColumn } from '../../../components/console/list-cells';
import { CreateButton, ListPage } from '../../../components/console/list-page';
import {
  RecordForm,
  RecordModal,
  type StaleProps,
  useEditingRecord,
  useRecordForm,
} from '../../../components/console/record-form';
import { StaffDateInput } from '../../../components/console/staff-date-input';
import type { StaffTableColumn } from '../../../components/console/staff-table';
import { useTableQuery } from '../../../components/console/use-table-query';

const NO_FILTERS = [] as const;

/** The course editions (Amministrazione): a new intake is created here and opens at once. */
export default function EditionsPage() {
  const { t } = useTranslation('staff');
  const controls = useTableQuery(NO_FILTERS);
  const { data, isFetching } = useStaffEditions();
  const items = data?.items ?? [];
  // The edition as last read: after a stale save the list is read again and the form shows it.
  const { editing, edit, create, close } = useEditingRecord(items);

  const columns: StaffTableColumn<StaffEdition>[] = [
    { accessor: 'productCode', title: t('editions.columns.code') },
    { accessor: 'courseName', title: t('editions.columns.course') },
    { accessor: 'editionName', title: t('editions.columns.edition') },
    {
      accessor: 'dates',
      title: t('editions.columns.dates'),
      render: (e) => (e.startsOn && e.endsOn ? `${formatDate(e.startsOn)} – ${formatDate(e.endsOn)}` : ''),
    },
    stateColumn('isOpen', t('editions.columns.open'), (e) => e.isOpen, [
      t('editions.open'),
      t('editions.closed'),
    ]),
    {
      accessor: 'feeApplies',
      title: t('editions.columns.fee'),
      render: (e) => (e.feeApplies ? t('editions.yes') : t('editions.no')),
    },
    { accessor: 'applications', title: t('editions.columns.applications') },
  ];

  return (
    <ListPage<StaffEdition, never>
      title={t('editions.title')}
      intro={t('editions.intro')}
      actions={<CreateButton onClick={create}>{t('editions.create')}</CreateButton>}
      list={{ records: items, fetching: isFetching }}
      columns={columns}
      controls={controls}
      idAccessor="id"
      rowActions={{
        title: t('editions.columns.actions'),
        actions: (e) => [
          {
            label: t('editions.edit'),
            ariaLabel: t('editions.editOf', { code: e.productCode }),
            onClick: () => edit(e.id),
          },
        ],
      }}
    >
      <RecordModal<StaffEdition>
        editing={editing}
        onClose={close}
        closeLabel={t('editions.close')}
        title={
          editing === 'new'
            ? t('editions.create')
            : t('editions.editOf', { code: editing?.productCode ?? '' })
        }
        size="lg"
      >
        {(edition, stale) => <EditionForm edition={edition} {...stale} onDone={close} />}
      </RecordModal>
    </ListPage>
  );
}

interface EditionValues {
  courseCode: string;
  editionCode: string;
  courseName: string;
  editionName: string;
  startsOn: string;
  endsOn: string;
  isOpen: boolean;
  feeApplies: boolean;
}

/** Create (codes, names, dates, open, fee) or change (all but the codes, on the version read). */
function EditionForm({
  edition,
  stale,
  onStale,
  onDone,
}: { edition: StaffEdition | null; onDone: () => void } & StaleProps) {
  const { t } = useTranslation('staff');
  const state = useRecordForm<EditionValues, StaffEdition, unknown>({
    record: edition,
    initialValues: {
      courseCode: edition?.courseCode ?? '',
      editionCode: edition?.editionCode ?? '',
      courseName: edition?.courseName ?? '',
      editionName: edition?.editionName ?? '',
      startsOn: edition?.startsOn ?? '',
      endsOn: edition?.endsOn ?? '',
      isOpen: edition?.isOpen ?? true,
      feeApplies: edition?.feeApplies ?? true,
    },
    create: CreateEditionBodySchema,
    update: UpdateEditionBodySchema,
    // The codes are chosen once, when the edition is created.
    toBody: ({ courseCode, editionCode, ...fields }, record) =>
      record ? fields : { courseCode, editionCode, ...fields },
    save: useSaveEdition(),
    onSaved: onDone,
    onStale,
  });
  const { form } = state;

  const dates = { min: STAFF_DATE_MIN, max: STAFF_DATE_MAX } as const;
  return (
    <RecordForm state={state} stale={stale} staleText={t('editions.stale')} saveLabel={t('editions.save')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('editions.fields.courseCode')}
          description={t('editions.fields.codeHint')}
          disabled={edition !== null}
          required
          maxLength={EDITION_CODE_PART_MAX}
          {...form.getInputProps('courseCode')}
        />
        <TextInput
          label={t('editions.fields.editionCode')}
          disabled={edition !== null}
          required
          maxLength={EDITION_CODE_PART_MAX}
          {...form.getInputProps('editionCode')}
        />
        <TextInput
          label={t('editions.fields.courseName')}
          required
          maxLength={TEXT_MAX}
          {...form.getInputProps('courseName')}
        />
        <TextInput
          label={t('editions.fields.editionName')}
          required
          maxLength={TEXT_MAX}
          {...form.getInputProps('editionName')}
        />
        <StaffDateInput
          label={t('editions.fields.startsOn')}
          required
          {...dates}
          {...form.getInputProps('startsOn')}
        />
        <StaffDateInput
          label={t('editions.fields.endsOn')}
          required
          {...dates}
          {...form.getInputProps('endsOn')}
        />
      </SimpleGrid>
      <Checkbox label={t('editions.fields.isOpen')} {...form.getInputProps('isOpen', { type: 'checkbox' })} />
      <Checkbox
        label={t('editions.fields.feeApplies')}
        {...form.getInputProps('feeApplies', { type: 'checkbox' })}
      />
    </RecordForm>
  );
}
