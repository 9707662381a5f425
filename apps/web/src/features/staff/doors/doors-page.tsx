import { Badge, Button, Group, Modal, NumberInput, Select, Stack, Table, Text, Title } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import type { DoorOpeningEntry, StaffDoor } from '@school/domain/doors/contracts/staff-doors';
import { UpdateStaffDoorBodySchema } from '@school/domain/doors/contracts/staff-doors';
import { DOOR_KEYS, DOOR_OUTCOMES, type DoorKey, formatDistance } from '@school/domain/doors/doors';
import { STAFF_DATE_MAX, STAFF_DATE_MIN } from '@school/domain/staff/contracts/fields';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../hooks/use-locale';
import { isApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/error-text';
import { fieldErrorsText } from '../../../lib/zod-resolver';
import { SaveProblem } from '../components/save-problem';
import { StaffDateInput } from '../components/staff-date-input';
import { StaffPage } from '../components/staff-page';
import { StaffTable, type StaffTableColumn } from '../components/staff-table';
import { TableSearch } from '../components/table-search';
import { useTableQuery } from '../hooks/use-table-query';
import { useDoorOpenings, useMoveDoor, useStaffDoors } from './staff-doors-api';

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
    timeZone: 'Europe/Rome',
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
    { accessor: 'door', title: t('staff.columns.door'), render: (o) => t(`door.${o.door as DoorKey}`) },
    {
      accessor: 'outcome',
      title: t('staff.columns.outcome'),
      render: (o) => (
        <Badge color={OUTCOME_COLOURS[o.outcome] ?? 'gray.7'} variant="outline">
          {t(`staff.outcome.${o.outcome as (typeof DOOR_OUTCOMES)[number]}`)}
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

  return (
    <StaffPage title={t('staff.title')} intro={t('staff.intro')}>
      <Stack gap="xl">
        <section aria-labelledby="doors-positions">
          <Title order={2} size="h3" id="doors-positions" mb="sm">
            {t('staff.positions')}
          </Title>
          <Table.ScrollContainer minWidth={480}>
            <Table striped withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('staff.columns.door')}</Table.Th>
                  <Table.Th>{t('staff.latitude')}</Table.Th>
                  <Table.Th>{t('staff.longitude')}</Table.Th>
                  <Table.Th>
                    <span className="sr-only">{t('staff.columns.actions')}</span>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(doors.data?.items ?? []).map((door) => (
                  <Table.Tr key={door.key} data-door={door.key}>
                    <Table.Td>{t(`door.${door.key}`)}</Table.Td>
                    <Table.Td>{door.latitude.toFixed(6)}</Table.Td>
                    <Table.Td>{door.longitude.toFixed(6)}</Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => setEditing(door.key)}
                        aria-label={t('staff.moveOf', { door: t(`door.${door.key}`) })}
                      >
                        {t('staff.move')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </section>

        <section aria-labelledby="doors-log">
          <Title order={2} size="h3" id="doors-log" mb="sm">
            {t('staff.log')}
          </Title>
          <StaffTable<DoorOpeningEntry, Filter>
            label={t('staff.log')}
            records={openings.data?.items}
            total={openings.data?.total ?? 0}
            pageSize={PAGE_SIZE}
            fetching={openings.isFetching}
            columns={columns}
            controls={controls}
            filters={<LogFilters controls={controls} />}
          />
        </section>
      </Stack>
      <Modal
        opened={editingDoor !== null}
        onClose={() => setEditing(null)}
        closeButtonProps={{ 'aria-label': t('staff.close') }}
        title={editingDoor ? t('staff.moveOf', { door: t(`door.${editingDoor.key}`) }) : ''}
      >
        {editingDoor && (
          <PositionForm key={editingDoor.version} door={editingDoor} onDone={() => setEditing(null)} />
        )}
      </Modal>
    </StaffPage>
  );
}

function LogFilters({ controls }: { controls: ReturnType<typeof useTableQuery<Filter>> }) {
  const { t } = useTranslation('doors');
  const { filters } = controls.query;
  return (
    <Group align="flex-end" wrap="wrap">
      <TableSearch
        value={filters.person}
        onSearch={(text) => controls.setFilter('person', text)}
        label={t('staff.person')}
        width={260}
      />
      <Select
        label={t('staff.columns.door')}
        placeholder={t('staff.any')}
        data={DOOR_KEYS.map((key) => ({ value: key, label: t(`door.${key}`) }))}
        value={filters.door ?? null}
        onChange={(value) => controls.setFilter('door', value)}
        clearable
      />
      <Select
        label={t('staff.columns.outcome')}
        placeholder={t('staff.any')}
        data={DOOR_OUTCOMES.map((o) => ({ value: o, label: t(`staff.outcome.${o}`) }))}
        value={filters.outcome ?? null}
        onChange={(value) => controls.setFilter('outcome', value)}
        clearable
      />
      <StaffDateInput
        label={t('staff.day')}
        min={STAFF_DATE_MIN}
        max={STAFF_DATE_MAX}
        value={filters.day ?? ''}
        onChange={(value) => controls.setFilter('day', value || null)}
      />
    </Group>
  );
}

/** A door's latitude and longitude (WGS84 degrees), saved on the version read. */
function PositionForm({ door, onDone }: { door: StaffDoor; onDone: () => void }) {
  const { t } = useTranslation('doors');
  const errorText = useErrorText();
  const move = useMoveDoor();
  const [latitude, setLatitude] = useState<number | string>(door.latitude);
  const [longitude, setLongitude] = useState<number | string>(door.longitude);
  const [fieldErrors, setFieldErrors] = useState<FormErrors>({});
  const [error, setError] = useState<unknown>(null);

  async function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    setError(null);
    const body = { latitude: Number(latitude), longitude: Number(longitude), version: door.version };
    const parsed = UpdateStaffDoorBodySchema.safeParse(body);
    if (!parsed.success) {
      setFieldErrors(
        Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), errorText(i.message)])),
      );
      return;
    }
    setFieldErrors({});
    try {
      await move.mutateAsync({ door: door.key, body: parsed.data });
      onDone();
    } catch (caught) {
      // A refusal per field shows under its field; anything else above the form.
      if (isApiError(caught) && caught.fields) setFieldErrors(fieldErrorsText(caught.fields));
      setError(caught);
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack>
        <SaveProblem error={error} />
        <NumberInput
          label={t('staff.latitude')}
          value={latitude}
          onChange={setLatitude}
          min={-90}
          max={90}
          decimalScale={7}
          step={0.0001}
          error={fieldErrors.latitude}
          required
        />
        <NumberInput
          label={t('staff.longitude')}
          value={longitude}
          onChange={setLongitude}
          min={-180}
          max={180}
          decimalScale={7}
          step={0.0001}
          error={fieldErrors.longitude}
          required
        />
        <Text size="sm" c="dimmed">
          {t('staff.positionHint')}
        </Text>
        <Group justify="flex-end">
          <Button type="submit" loading={move.isPending}>
            {t('staff.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
