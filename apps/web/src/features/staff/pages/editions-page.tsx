import { Alert, Button, Checkbox, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { formatDate } from '@school/domain/format/date';
import {
  CreateEditionBodySchema,
  type StaffEdition,
  UpdateEditionBodySchema,
} from '@school/domain/staff/contracts/editions';
import { STAFF_DATE_MAX, STAFF_DATE_MIN } from '@school/domain/staff/contracts/fields';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/error-text';
import { fieldErrorsText, zodResolver } from '../../../lib/zod-resolver';
import { useSaveEdition, useStaffEditions } from '../api/staff-editions';
import { StaleNotice } from '../components/save-problem';
import { StaffDateInput } from '../components/staff-date-input';
import { StaffPage } from '../components/staff-page';
import { StaffTable, type StaffTableColumn } from '../components/staff-table';
import { useTableQuery } from '../hooks/use-table-query';

const NO_FILTERS = [] as const;

/** The course editions (Amministrazione): a new intake is created here and opens at once. */
export default function EditionsPage() {
  const { t } = useTranslation('staff');
  const controls = useTableQuery(NO_FILTERS);
  const { data, isFetching } = useStaffEditions();
  const [editingId, setEditingId] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const items = data?.items ?? [];
  // The edition as last read: after a stale save the list is read again and the form shows it.
  const editing = editingId === 'new' ? 'new' : (items.find((e) => e.id === editingId) ?? null);
  const close = () => {
    setEditingId(null);
    setStale(false);
  };

  const columns: StaffTableColumn<StaffEdition>[] = [
    { accessor: 'productCode', title: t('editions.columns.code') },
    { accessor: 'courseName', title: t('editions.columns.course') },
    { accessor: 'editionName', title: t('editions.columns.edition') },
    {
      accessor: 'dates',
      title: t('editions.columns.dates'),
      render: (e) => (e.startsOn && e.endsOn ? `${formatDate(e.startsOn)} – ${formatDate(e.endsOn)}` : ''),
    },
    {
      accessor: 'isOpen',
      title: t('editions.columns.open'),
      render: (e) => <Text fw={600}>{e.isOpen ? t('editions.open') : t('editions.closed')}</Text>,
    },
    {
      accessor: 'feeApplies',
      title: t('editions.columns.fee'),
      render: (e) => (e.feeApplies ? t('editions.yes') : t('editions.no')),
    },
    { accessor: 'applications', title: t('editions.columns.applications') },
    {
      accessor: 'actions',
      title: <span className="sr-only">{t('editions.columns.actions')}</span>,
      render: (e) => (
        <Button
          size="xs"
          variant="default"
          onClick={() => setEditingId(e.id)}
          aria-label={t('editions.editOf', { code: e.productCode })}
        >
          {t('editions.edit')}
        </Button>
      ),
    },
  ];

  return (
    <StaffPage
      title={t('editions.title')}
      intro={t('editions.intro')}
      actions={
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditingId('new')}>
          {t('editions.create')}
        </Button>
      }
    >
      <StaffTable<StaffEdition, never>
        label={t('editions.title')}
        records={items}
        total={items.length}
        pageSize={Math.max(items.length, 1)}
        fetching={isFetching}
        columns={columns}
        controls={controls}
        idAccessor="id"
      />
      <Modal
        opened={editing !== null}
        onClose={close}
        closeButtonProps={{ 'aria-label': t('editions.close') }}
        title={
          editing === 'new'
            ? t('editions.create')
            : t('editions.editOf', { code: editing?.productCode ?? '' })
        }
        size="lg"
      >
        {editing !== null && (
          <EditionForm
            key={editing === 'new' ? 'new' : `${editing.id}:${editing.version}`}
            edition={editing === 'new' ? null : editing}
            stale={stale}
            onStale={() => setStale(true)}
            onDone={close}
          />
        )}
      </Modal>
    </StaffPage>
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
}: {
  edition: StaffEdition | null;
  stale: boolean;
  onStale: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('staff');
  const errorText = useErrorText();
  const save = useSaveEdition();
  const form = useForm<EditionValues>({
    mode: 'controlled',
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
    validate: edition
      ? zodResolver(UpdateEditionBodySchema, {
          toInput: ({ courseCode: _c, editionCode: _e, ...v }: EditionValues) => ({
            ...v,
            version: edition.version,
          }),
        })
      : zodResolver(CreateEditionBodySchema),
  });

  const submit = form.onSubmit(async (values) => {
    const { courseCode, editionCode, ...fields } = values;
    try {
      if (edition) await save.mutateAsync({ id: edition.id, body: { ...fields, version: edition.version } });
      else await save.mutateAsync({ id: null, body: { courseCode, editionCode, ...fields } });
      onDone();
    } catch (error) {
      if (isApiError(error, 'staff.staleRecord')) onStale();
      else if (isApiError(error) && error.fields) form.setErrors(fieldErrorsText(error.fields));
    }
  });

  const dates = { min: STAFF_DATE_MIN, max: STAFF_DATE_MAX } as const;
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {stale && <StaleNotice text={t('editions.stale')} />}
        {save.error &&
          !isApiError(save.error, 'staff.staleRecord') &&
          !(isApiError(save.error) && save.error.fields) && (
            <Alert color="red" role="alert">
              {errorText(save.error)}
            </Alert>
          )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('editions.fields.courseCode')}
            description={t('editions.fields.codeHint')}
            disabled={edition !== null}
            required
            maxLength={40}
            {...form.getInputProps('courseCode')}
          />
          <TextInput
            label={t('editions.fields.editionCode')}
            disabled={edition !== null}
            required
            maxLength={40}
            {...form.getInputProps('editionCode')}
          />
          <TextInput
            label={t('editions.fields.courseName')}
            required
            maxLength={100}
            {...form.getInputProps('courseName')}
          />
          <TextInput
            label={t('editions.fields.editionName')}
            required
            maxLength={100}
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
        <Checkbox
          label={t('editions.fields.isOpen')}
          {...form.getInputProps('isOpen', { type: 'checkbox' })}
        />
        <Checkbox
          label={t('editions.fields.feeApplies')}
          {...form.getInputProps('feeApplies', { type: 'checkbox' })}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('editions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
