import { Badge, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { formatDate } from '@school/domain/format/date';
import {
  SaveHousingStayBodySchema,
  type StaffHousingContract,
} from '@school/domain/housing/contracts/staff-housing';
import { APARTMENT_ADDRESS_MAX, APARTMENT_NAME_MAX } from '@school/domain/housing/stay';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchField, selectField } from '../../../components/console/list-filters';
import { ListPage, pagedList } from '../../../components/console/list-page';
import {
  RecordForm,
  RecordModal,
  type StaleProps,
  useRecordForm,
} from '../../../components/console/record-form';
import {
  STAFF_DATE_RANGE,
  StaffDateInput,
  staffTimeInput,
} from '../../../components/console/staff-date-input';
import type { StaffTableColumn } from '../../../components/console/staff-table';
import { useTableQuery } from '../../../components/console/use-table-query';
import { useHousingStays } from './api/list-housing-stays';
import { useSaveHousingStay } from './api/save-housing-stay';

const FILTERS = ['search', 'stay'] as const;
type Filter = (typeof FILTERS)[number];
const PAGE_SIZE = 20;

const personName = (c: StaffHousingContract) =>
  `${c.person.lastName} ${c.person.firstName}`.trim() || c.person.email;

/** The housing stays (Segreteria): every housing contract, its stay, and the form that assigns or changes it. */
export default function HousingStaysPage() {
  const { t } = useTranslation('staff');
  const controls = useTableQuery(FILTERS);
  const { search, stay, ...rest } = controls.apiParams as Record<string, string>;
  const params: Record<string, string> = { ...rest, pageSize: String(PAGE_SIZE) };
  if (search) params.search = search;
  if (stay) params.stay = stay;
  const { data, isFetching } = useHousingStays(params);
  const [editingId, setEditingId] = useState<string | null>(null);
  // The contract as last read: after a stale save the list is read again and the form shows it.
  const editing = data?.items.find((c) => c.enrolmentId === editingId) ?? null;
  const close = () => setEditingId(null);

  const columns: StaffTableColumn<StaffHousingContract>[] = [
    { accessor: 'person', title: t('housing.columns.person'), render: (c) => personName(c) },
    {
      accessor: 'contractName',
      title: t('housing.columns.contract'),
      render: (c) => (
        <Stack gap={2}>
          <Text size="sm">{c.contractName}</Text>
          {!c.isActiveHousing && (
            <Badge color="gray.7" variant="outline">
              {t('housing.inactive')}
            </Badge>
          )}
        </Stack>
      ),
    },
    {
      accessor: 'apartment',
      title: t('housing.columns.apartment'),
      render: (c) =>
        c.stay ? (
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              {c.stay.apartmentName}
            </Text>
            <Text size="sm">{c.stay.apartmentAddress}</Text>
          </Stack>
        ) : (
          <Badge color="yellow.4" autoContrast>
            {t('housing.notAssigned')}
          </Badge>
        ),
    },
    {
      accessor: 'checkIn',
      title: t('housing.columns.checkIn'),
      render: (c) => (c.stay ? `${formatDate(c.stay.checkInDate)} ${c.stay.checkInTime}` : ''),
    },
    {
      accessor: 'checkOut',
      title: t('housing.columns.checkOut'),
      render: (c) => (c.stay ? `${formatDate(c.stay.checkOutDate)} ${c.stay.checkOutTime}` : ''),
    },
  ];

  const filterFields = [
    searchField('search', t('housing.search'), t('housing.searchPlaceholder')),
    selectField('stay', t('housing.stayFilter'), t('housing.anyStay'), [
      { value: 'with', label: t('housing.withStay') },
      { value: 'without', label: t('housing.withoutStay') },
    ]),
  ];

  return (
    <ListPage<StaffHousingContract, Filter>
      title={t('housing.title')}
      intro={t('housing.intro')}
      list={pagedList({ data, isFetching }, PAGE_SIZE)}
      columns={columns}
      controls={controls}
      idAccessor="enrolmentId"
      filterFields={filterFields}
      rowActions={{
        title: t('housing.columns.actions'),
        actions: (c) => [
          {
            label: c.stay ? t('housing.edit') : t('housing.assign'),
            ariaLabel: t(c.stay ? 'housing.editOf' : 'housing.assignOf', { name: personName(c) }),
            onClick: () => setEditingId(c.enrolmentId),
          },
        ],
      }}
    >
      <RecordModal<StaffHousingContract>
        editing={editing}
        onClose={close}
        closeLabel={t('housing.close')}
        title={
          editing
            ? t(editing.stay ? 'housing.editOf' : 'housing.assignOf', { name: personName(editing) })
            : ''
        }
        size="lg"
        formKey={editing ? `${editing.enrolmentId}:${editing.version ?? 'none'}` : undefined}
      >
        {(contract, stale) => contract && <StayForm contract={contract} {...stale} onDone={close} />}
      </RecordModal>
    </ListPage>
  );
}

interface StayValues {
  apartmentName: string;
  apartmentAddress: string;
  checkInDate: string;
  checkInTime: string;
  checkOutDate: string;
  checkOutTime: string;
}

/** Assign (no stay yet) or change the stay, on the version read; the server's checks are the form's. */
function StayForm({
  contract,
  stale,
  onStale,
  onDone,
}: { contract: StaffHousingContract; onDone: () => void } & StaleProps) {
  const { t } = useTranslation('staff');
  const state = useRecordForm<StayValues, StaffHousingContract, unknown>({
    record: contract,
    initialValues: {
      apartmentName: contract.stay?.apartmentName ?? '',
      apartmentAddress: contract.stay?.apartmentAddress ?? '',
      checkInDate: contract.stay?.checkInDate ?? '',
      checkInTime: contract.stay?.checkInTime ?? '',
      checkOutDate: contract.stay?.checkOutDate ?? '',
      checkOutTime: contract.stay?.checkOutTime ?? '',
    },
    create: SaveHousingStayBodySchema,
    update: SaveHousingStayBodySchema,
    toBody: (values) => values,
    save: useSaveHousingStay(),
    variables: (body) => ({ enrolmentId: contract.enrolmentId, body }),
    onSaved: onDone,
    onStale,
  });
  const { form } = state;

  return (
    <RecordForm state={state} stale={stale} staleText={t('housing.stale')} saveLabel={t('housing.save')}>
      <Text size="sm">
        {contract.contractName} · {contract.person.email}
      </Text>
      <TextInput
        label={t('housing.fields.apartmentName')}
        required
        maxLength={APARTMENT_NAME_MAX}
        {...form.getInputProps('apartmentName')}
      />
      <TextInput
        label={t('housing.fields.apartmentAddress')}
        required
        maxLength={APARTMENT_ADDRESS_MAX}
        {...form.getInputProps('apartmentAddress')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <StaffDateInput
          label={t('housing.fields.checkInDate')}
          required
          {...STAFF_DATE_RANGE}
          {...form.getInputProps('checkInDate')}
        />
        <TextInput
          label={t('housing.fields.checkInTime')}
          required
          {...staffTimeInput}
          {...form.getInputProps('checkInTime')}
        />
        <StaffDateInput
          label={t('housing.fields.checkOutDate')}
          required
          {...STAFF_DATE_RANGE}
          {...form.getInputProps('checkOutDate')}
        />
        <TextInput
          label={t('housing.fields.checkOutTime')}
          required
          {...staffTimeInput}
          {...form.getInputProps('checkOutTime')}
        />
      </SimpleGrid>
    </RecordForm>
  );
}
