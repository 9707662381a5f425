import { Checkbox, TextInput } from '@mantine/core';
import {
  CreateClassroomBodySchema,
  type StaffClassroom,
  UpdateClassroomBodySchema,
} from '@school/domain/attendance/contracts/staff-attendance';
import { CLASSROOM_ID_MAX } from '@school/domain/attendance/qr-code';
import { TEXT_MAX } from '@school/domain/shared/limits';
import { IconDeviceTv } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EditableListPage, type EditingProps } from '../../../components/console/editable-list-page';
import { stateColumn } from '../../../components/console/list-cells';
import { RecordForm, useRecordForm } from '../../../components/console/record-form';
import type { StaffTableColumn } from '../../../components/console/staff-table';
import { paths } from '../../../config/paths';
import { useStaffClassrooms } from './api/list-classrooms';
import { useSaveClassroom } from './api/save-classroom';

/** Didattica's classrooms: create, rename, activate or deactivate; each opens its kiosk and register. */
export default function ClassroomsPage() {
  const { t } = useTranslation('attendance');
  const { data, isFetching, error } = useStaffClassrooms();

  const columns: StaffTableColumn<StaffClassroom>[] = [
    { accessor: 'id', title: t('staff.columns.id') },
    { accessor: 'name', title: t('staff.columns.name') },
    stateColumn('isActive', t('staff.columns.state'), (c) => c.isActive, [
      t('staff.active'),
      t('staff.inactive'),
    ]),
    { accessor: 'checkInsToday', title: t('staff.columns.today') },
  ];

  return (
    <EditableListPage<StaffClassroom>
      title={t('staff.classroomsTitle')}
      intro={t('staff.classroomsIntro')}
      createLabel={t('staff.create')}
      editTitle={(c) => t('staff.editOf', { id: c.id })}
      list={{ records: data?.items ?? [], fetching: isFetching, error }}
      columns={columns}
      moreActions={(c) => [
        {
          label: t('staff.register'),
          ariaLabel: t('staff.registerOf', { id: c.id }),
          look: 'link',
          to: `${paths.staff}/attendance?classroomId=${encodeURIComponent(c.id)}`,
        },
        ...(c.isActive
          ? [
              {
                label: t('staff.openKiosk'),
                ariaLabel: t('staff.openKioskOf', { id: c.id }),
                look: 'link' as const,
                to: `${paths.attendanceKiosk}/${encodeURIComponent(c.id)}`,
                target: '_blank' as const,
                icon: <IconDeviceTv size={16} aria-hidden />,
              },
            ]
          : []),
      ]}
      form={(classroom, editing) => <ClassroomForm classroom={classroom} {...editing} />}
    />
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
}: { classroom: StaffClassroom | null } & EditingProps) {
  const { t } = useTranslation('attendance');
  const state = useRecordForm<ClassroomValues, StaffClassroom, unknown>({
    record: classroom,
    initialValues: {
      id: classroom?.id ?? '',
      name: classroom?.name ?? '',
      isActive: classroom?.isActive ?? true,
    },
    create: CreateClassroomBodySchema,
    update: UpdateClassroomBodySchema,
    // The id is chosen once, when the classroom is created.
    toBody: ({ id, ...fields }, record) => (record ? fields : { id, ...fields }),
    save: useSaveClassroom(),
    onSaved: onDone,
    onStale,
  });
  const { form } = state;

  return (
    <RecordForm state={state} stale={stale} staleText={t('staff.stale')} saveLabel={t('staff.save')}>
      <TextInput
        label={t('staff.fields.id')}
        description={t('staff.fields.idHint')}
        disabled={classroom !== null}
        required
        maxLength={CLASSROOM_ID_MAX}
        {...form.getInputProps('id')}
      />
      <TextInput
        label={t('staff.fields.name')}
        required
        maxLength={TEXT_MAX}
        {...form.getInputProps('name')}
      />
      <Checkbox
        label={t('staff.fields.isActive')}
        {...form.getInputProps('isActive', { type: 'checkbox' })}
      />
    </RecordForm>
  );
}
