import { Group, Select, Text } from '@mantine/core';
import type { RegisterEntry } from '@school/domain/attendance/contracts/staff-attendance';
import { schoolToday } from '@school/domain/attendance/school-day';
import { SCHOOL_TIME_ZONE } from '@school/domain/shared/clock';
import { STAFF_DATE_MAX, STAFF_DATE_MIN } from '@school/domain/staff/contracts/fields';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/console/list-page';
import { StaffDateInput } from '../../../components/console/staff-date-input';
import type { StaffTableColumn } from '../../../components/console/staff-table';
import { useTableQuery } from '../../../components/console/use-table-query';
import { attendanceCsvUrl, useAttendanceRegister } from './api/get-register';
import { useStaffClassrooms } from './api/list-classrooms';

const FILTERS = ['classroomId', 'date'] as const;

/** The school's clock time of an instant (the register is read in Rome time). */
function romeTime(iso: string, withSeconds = true): string {
  return new Intl.DateTimeFormat('it-IT', {
    timeZone: SCHOOL_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    ...(withSeconds ? { second: '2-digit' } : {}),
    hourCycle: 'h23',
  }).format(new Date(iso));
}

/** Didattica's attendance register: a room and a day (in the address), its check-ins and their CSV. */
export default function RegisterPage() {
  const { t } = useTranslation('attendance');
  const controls = useTableQuery(FILTERS);
  const classrooms = useStaffClassrooms();
  const rooms = classrooms.data?.items ?? [];
  const classroomId = controls.query.filters.classroomId ?? rooms[0]?.id ?? null;
  const date = controls.query.filters.date ?? schoolToday(Date.now());
  const query = classroomId ? { classroomId, date } : null;
  const register = useAttendanceRegister(query);
  const items = register.data?.items ?? [];

  const columns: StaffTableColumn<RegisterEntry>[] = [
    {
      accessor: 'checkedInAt',
      title: t('staff.registerColumns.time'),
      render: (e) => romeTime(e.checkedInAt),
    },
    {
      accessor: 'hourStart',
      title: t('staff.registerColumns.hour'),
      render: (e) => romeTime(e.hourStart, false),
    },
    { accessor: 'lastName', title: t('staff.registerColumns.lastName') },
    { accessor: 'firstName', title: t('staff.registerColumns.firstName') },
    { accessor: 'registrationNumber', title: t('staff.registerColumns.registrationNumber') },
    { accessor: 'username', title: t('staff.registerColumns.username') },
  ];

  return (
    <ListPage<RegisterEntry, (typeof FILTERS)[number]>
      title={t('staff.registerTitle')}
      intro={t('staff.registerIntro')}
      csv={query ? { href: attendanceCsvUrl(query), label: t('staff.downloadCsv') } : undefined}
      list={{ records: items, fetching: register.isFetching, error: register.error ?? classrooms.error }}
      columns={columns}
      controls={controls}
      idAccessor="id"
      emptyText={t('staff.empty')}
      filters={
        <Group align="flex-end">
          <Select
            label={t('staff.classroom')}
            data={rooms.map((r) => ({ value: r.id, label: `${r.id} – ${r.name}` }))}
            value={classroomId}
            onChange={(value) => controls.setFilter('classroomId', value)}
            allowDeselect={false}
            w={260}
          />
          <StaffDateInput
            label={t('staff.date')}
            min={STAFF_DATE_MIN}
            max={STAFF_DATE_MAX}
            value={date}
            onChange={(value) => controls.setFilter('date', value || null)}
            clearable={false}
            w={200}
          />
          {register.data && (
            <Text c="dimmed" pb={6}>
              {register.data.classroom.name}
            </Text>
          )}
        </Group>
      }
    />
  );
}
