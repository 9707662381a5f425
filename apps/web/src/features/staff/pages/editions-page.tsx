import { Checkbox, SimpleGrid, TextInput } from '@mantine/core';
import { formatDate } from '@school/domain/format/date';
import { TEXT_MAX } from '@school/domain/shared/limits';
import {
  CreateEditionBodySchema,
  EDITION_CODE_PART_MAX,
  type StaffEdition,
  UpdateEditionBodySchema,
} from '@school/domain/staff/contracts/editions';
import { useTranslation } from 'react-i18next';
import { useSaveEdition, useStaffEditions } from '../../../components/console/api/staff-editions';
import { EditableListPage, type EditingProps } from '../../../components/console/editable-list-page';
import { stateColumn } from '../../../components/console/list-cells';
import { RecordForm, useRecordForm } from '../../../components/console/record-form';
import { STAFF_DATE_RANGE, StaffDateInput } from '../../../components/console/staff-date-input';
import type { StaffTableColumn } from '../../../components/console/staff-table';

/** The course editions (Amministrazione): a new intake is created here and opens at once. */
export default function EditionsPage() {
  const { t } = useTranslation('staff');
  const { data, isFetching } = useStaffEditions();

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
    <EditableListPage<StaffEdition>
      title={t('editions.title')}
      intro={t('editions.intro')}
      createLabel={t('editions.create')}
      editTitle={(e) => t('editions.editOf', { code: e.productCode })}
      modalSize="lg"
      list={{ records: data?.items ?? [], fetching: isFetching }}
      columns={columns}
      form={(edition, editing) => <EditionForm edition={edition} {...editing} />}
    />
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
function EditionForm({ edition, stale, onStale, onDone }: { edition: StaffEdition | null } & EditingProps) {
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
          {...STAFF_DATE_RANGE}
          {...form.getInputProps('startsOn')}
        />
        <StaffDateInput
          label={t('editions.fields.endsOn')}
          required
          {...STAFF_DATE_RANGE}
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
