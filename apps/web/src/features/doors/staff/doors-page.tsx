import { Badge, NumberInput, Stack, Text, Title } from '@mantine/core';
import type { DoorOpeningEntry, StaffDoor } from '@school/domain/doors/contracts/staff-doors';
import { UpdateStaffDoorBodySchema } from '@school/domain/doors/contracts/staff-doors';
import { DOOR_KEYS, DOOR_OUTCOMES, type DoorKey, formatDistance } from '@school/domain/doors/doors';
import { SCHOOL_TIME_ZONE } from '@school/domain/shared/clock';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { choices, dateField, searchField, selectField } from '../../../components/console/list-filters';
import { ConsoleList, pagedList } from '../../../components/console/list-page';
import { RecordForm, RecordModal, useRecordForm } from '../../../components/console/record-form';
import { actionsColumn } from '../../../components/console/row-actions';
import { STAFF_DATE_RANGE } from '../../../components/console/staff-date-input';
import { StaffPage, StaffSection } from '../../../components/console/staff-page';
import { StaffTable, type StaffTableColumn } from '../../../components/console/staff-table';
import { useTableQuery } from '../../../components/console/use-table-query';
import { useLocale } from '../../../hooks/use-locale';
import { useDoorOpenings } from './api/list-door-openings';
import { useStaffDoors } from './api/list-staff-doors';
import { useMoveDoor } from './api/move-door';

const FILTERS = ['door', 'person', 'outcome', 'day'] as const;
type Filter = (typeof FILTERS)[number];
const PAGE_SIZE = 20;

const OUTCOME_COLOURS: Record<string, string> = {
  sent: 'green.8',
  failed: 'red.8',
  tooFar: 'gray.7',
  inaccurate: 'orange.8',
  rateLimited: 'yellow.8',
  pending: 'blue.8',
};

/** The doors (Amministrazione): where each door is (moved on the version read, audited) and the door log. */
export default function DoorsPage() {
  const { t } = useTranslation('doors');
  const doorText = (key: DoorKey) => t(`door.${key}`);
  const outcomeText = (outcome: (typeof DOOR_OUTCOMES)[number]) => t(`staff.outcome.${outcome}`);
  const locale = useLocale();
  const doors = useStaffDoors();
  const [editing, setEditing] = useState<DoorKey | null>(null);
  const editingDoor = doors.data?.items.find((d) => d.key === editing) ?? null;

  const controls = useTableQuery(FILTERS);
  const params: Record<string, string> = {
    ...(controls.apiParams as Record<string, string>),
    pageSize: String(PAGE_SIZE),
  };
  const openings = useDoorOpenings(params);
  const metres = (value: number | null) => (value === null ? '' : formatDistance(value, locale));
  const dateTime = new Intl.DateTimeFormat(locale === 'it' ? 'it-IT' : 'en-GB', {
    dateStyle: 'short',
    timeStyle: 'medium',
    timeZone: SCHOOL_TIME_ZONE,
  });

  const columns: StaffTableColumn<DoorOpeningEntry>[] = [
    { accessor: 'at', title: t('staff.columns.at'), render: (o) => dateTime.format(new Date(o.at)) },
    {
      accessor: 'person',
      title: t('staff.columns.person'),
      render: (o) => (
        <Stack gap={0}>
          <Text size="sm">{`${o.person.lastName} ${o.person.firstName}`.trim()}</Text>
          <Text size="xs" c="dimmed">
            {o.person.username}
          </Text>
        </Stack>
      ),
    },
    { accessor: 'door', title: t('staff.columns.door'), render: (o) => doorText(o.door as DoorKey) },
    {
      accessor: 'outcome',
      title: t('staff.columns.outcome'),
      render: (o) => (
        <Badge color={OUTCOME_COLOURS[o.outcome] ?? 'gray.7'} variant="outline">
          {outcomeText(o.outcome as (typeof DOOR_OUTCOMES)[number])}
        </Badge>
      ),
    },
    {
      accessor: 'distanceMetres',
      title: t('staff.columns.distance'),
      render: (o) => metres(o.distanceMetres),
    },
    { accessor: 'accuracy', title: t('staff.columns.accuracy'), render: (o) => metres(o.accuracy) },
  ];

  const filterFields = [
    searchField('person', t('staff.person'), undefined, 260),
    selectField('door', t('staff.columns.door'), t('staff.any'), choices(DOOR_KEYS, doorText)),
    selectField('outcome', t('staff.columns.outcome'), t('staff.any'), choices(DOOR_OUTCOMES, outcomeText)),
    dateField('day', t('staff.day'), STAFF_DATE_RANGE),
  ];

  return (
    <StaffPage title={t('staff.title')} intro={t('staff.intro')}>
      <Stack gap="xl">
        <StaffSection id="doors-positions" title={t('staff.positions')}>
          <StaffTable<StaffDoor, never>
            label={t('staff.positions')}
            records={doors.data?.items}
            fetching={doors.isFetching}
            idAccessor="key"
            rowAttributes={(door) => ({ 'data-door': door.key })}
            columns={[
              { accessor: 'key', title: t('staff.columns.door'), render: (door) => doorText(door.key) },
              {
                accessor: 'latitude',
                title: t('staff.latitude'),
                render: (door) => door.latitude.toFixed(6),
              },
              {
                accessor: 'longitude',
                title: t('staff.longitude'),
                render: (door) => door.longitude.toFixed(6),
              },
              actionsColumn<StaffDoor>(t('staff.columns.actions'), (door) => [
                {
                  label: t('staff.move'),
                  ariaLabel: t('staff.moveOf', { door: doorText(door.key) }),
                  onClick: () => setEditing(door.key),
                },
              ]),
            ]}
          />
        </StaffSection>

        <StaffSection id="doors-log" title={t('staff.log')}>
          <ConsoleList<DoorOpeningEntry, Filter>
            label={t('staff.log')}
            list={pagedList(openings, PAGE_SIZE)}
            columns={columns}
            controls={controls}
            filterFields={filterFields}
          />
        </StaffSection>
      </Stack>
      <RecordModal<StaffDoor>
        editing={editingDoor}
        onClose={() => setEditing(null)}
        closeLabel={t('staff.close')}
        title={editingDoor ? t('staff.moveOf', { door: doorText(editingDoor.key) }) : ''}
        formKey={editingDoor ? `${editingDoor.key}:${editingDoor.version}` : undefined}
      >
        {(door) => door && <PositionForm door={door} onDone={() => setEditing(null)} />}
      </RecordModal>
    </StaffPage>
  );
}

/** How a coordinate is typed: degrees to the seventh decimal (about a centimetre), required. */
const COORDINATE_INPUT = { decimalScale: 7, step: 0.0001, required: true } as const;

/** A door's latitude and longitude (WGS84 degrees), saved on the version read. */
function PositionForm({ door, onDone }: { door: StaffDoor; onDone: () => void }) {
  const { t } = useTranslation('doors');
  const state = useRecordForm<{ latitude: number | string; longitude: number | string }, StaffDoor, unknown>({
    record: door,
    initialValues: { latitude: door.latitude, longitude: door.longitude },
    create: UpdateStaffDoorBodySchema,
    update: UpdateStaffDoorBodySchema,
    toBody: (values) => ({ latitude: Number(values.latitude), longitude: Number(values.longitude) }),
    variables: (body) => ({ door: door.key, body }),
    save: useMoveDoor(),
    onSaved: onDone,
  });
  const { form } = state;

  return (
    <RecordForm state={state} saveLabel={t('staff.save')}>
      <NumberInput
        label={t('staff.latitude')}
        min={-90}
        max={90}
        {...COORDINATE_INPUT}
        {...form.getInputProps('latitude')}
      />
      <NumberInput
        label={t('staff.longitude')}
        min={-180}
        max={180}
        {...COORDINATE_INPUT}
        {...form.getInputProps('longitude')}
      />
      <Text size="sm" c="dimmed">
        {t('staff.positionHint')}
      </Text>
    </RecordForm>
  );
}
