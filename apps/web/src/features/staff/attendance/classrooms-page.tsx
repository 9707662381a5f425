import { Alert, Anchor, Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  CreateClassroomBodySchema,
  type StaffClassroom,
  UpdateClassroomBodySchema,
} from '@school/domain/attendance/contracts/staff-attendance';
import { IconDeviceTv, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/error-text';
import { fieldErrorsText, zodResolver } from '../../../lib/zod-resolver';
import { SaveProblem, StaleNotice } from '../components/save-problem';
import { StaffPage } from '../components/staff-page';
import { StaffTable, type StaffTableColumn } from '../components/staff-table';
import { useTableQuery } from '../hooks/use-table-query';
import { useSaveClassroom, useStaffClassrooms } from './staff-classrooms';

const NO_FILTERS = [] as const;

/** Didattica's classrooms: create, rename, activate or deactivate; each opens its kiosk and register. */
export default function ClassroomsPage() {
  const { t } = useTranslation('attendance');
  const controls = useTableQuery(NO_FILTERS);
  const { data, isFetching, error } = useStaffClassrooms();
  const errorText = useErrorText();
  const [editingId, setEditingId] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const items = data?.items ?? [];
  const editing = editingId === 'new' ? 'new' : (items.find((c) => c.id === editingId) ?? null);
  const close = () => {
    setEditingId(null);
    setStale(false);
  };

  const columns: StaffTableColumn<StaffClassroom>[] = [
    { accessor: 'id', title: t('staff.columns.id') },
    { accessor: 'name', title: t('staff.columns.name') },
    {
      accessor: 'isActive',
      title: t('staff.columns.state'),
      render: (c) => <Text fw={600}>{c.isActive ? t('staff.active') : t('staff.inactive')}</Text>,
    },
    { accessor: 'checkInsToday', title: t('staff.columns.today') },
    {
      accessor: 'actions',
      title: <span className="sr-only">{t('staff.columns.actions')}</span>,
      render: (c) => (
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="default"
            onClick={() => setEditingId(c.id)}
            aria-label={t('staff.editOf', { id: c.id })}
          >
            {t('staff.edit')}
          </Button>
          <Anchor
            component={Link}
            to={`${paths.staff}/attendance?classroomId=${encodeURIComponent(c.id)}`}
            size="sm"
            aria-label={t('staff.registerOf', { id: c.id })}
          >
            {t('staff.register')}
          </Anchor>
          {c.isActive && (
            <Anchor
              component={Link}
              to={`${paths.attendanceKiosk}/${encodeURIComponent(c.id)}`}
              target="_blank"
              size="sm"
              aria-label={t('staff.openKioskOf', { id: c.id })}
            >
              <Group gap={4} wrap="nowrap" component="span">
                <IconDeviceTv size={16} aria-hidden />
                {t('staff.openKiosk')}
              </Group>
            </Anchor>
          )}
        </Group>
      ),
    },
  ];

  return (
    <StaffPage
      title={t('staff.classroomsTitle')}
      intro={t('staff.classroomsIntro')}
      actions={
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditingId('new')}>
          {t('staff.create')}
        </Button>
      }
    >
      {error && (
        <Alert color="red" role="alert">
          {errorText(error)}
        </Alert>
      )}
      <StaffTable<StaffClassroom, never>
        label={t('staff.classroomsTitle')}
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
        closeButtonProps={{ 'aria-label': t('staff.close') }}
        title={editing === 'new' ? t('staff.create') : t('staff.editOf', { id: editing?.id ?? '' })}
      >
        {editing !== null && (
          <ClassroomForm
            key={editing === 'new' ? 'new' : `${editing.id}:${editing.version}`}
            classroom={editing === 'new' ? null : editing}
            stale={stale}
            onStale={() => setStale(true)}
            onDone={close}
          />
        )}
      </Modal>
    </StaffPage>
  );
}

interface ClassroomValues {
  id: string;
  name: string;
  isActive: boolean;
}

function ClassroomForm({
  classroom,
  stale,
  onStale,
  onDone,
}: {
  classroom: StaffClassroom | null;
  stale: boolean;
  onStale: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('attendance');
  const save = useSaveClassroom();
  const form = useForm<ClassroomValues>({
    mode: 'controlled',
    initialValues: {
      id: classroom?.id ?? '',
      name: classroom?.name ?? '',
      isActive: classroom?.isActive ?? true,
    },
    validate: classroom
      ? zodResolver(UpdateClassroomBodySchema, {
          toInput: ({ id: _id, ...v }: ClassroomValues) => ({ ...v, version: classroom.version }),
        })
      : zodResolver(CreateClassroomBodySchema),
  });

  const submit = form.onSubmit(async (values) => {
    const { id, ...fields } = values;
    try {
      if (classroom)
        await save.mutateAsync({ id: classroom.id, body: { ...fields, version: classroom.version } });
      else await save.mutateAsync({ id: null, body: { id, ...fields } });
      onDone();
    } catch (caught) {
      if (isApiError(caught, 'staff.staleRecord')) onStale();
      else if (isApiError(caught) && caught.fields) form.setErrors(fieldErrorsText(caught.fields));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {stale && <StaleNotice text={t('staff.stale')} />}
        <SaveProblem error={save.error} staleText={null} />
        <TextInput
          label={t('staff.fields.id')}
          description={t('staff.fields.idHint')}
          disabled={classroom !== null}
          required
          maxLength={20}
          {...form.getInputProps('id')}
        />
        <TextInput label={t('staff.fields.name')} required maxLength={100} {...form.getInputProps('name')} />
        <Checkbox
          label={t('staff.fields.isActive')}
          {...form.getInputProps('isActive', { type: 'checkbox' })}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('staff.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
