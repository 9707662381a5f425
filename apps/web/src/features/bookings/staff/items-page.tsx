import { Stack, Text } from '@mantine/core';
import { BOOKING_KINDS, type BookingKind } from '@school/domain/bookings/bookings';
import type { StaffItem } from '@school/domain/bookings/contracts/staff-bookings';
import { formatDate, formatDateTime } from '@school/domain/format/date';
import { IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NameWithTags } from '../../../components/console/list-cells';
import { choices, dateField, searchField, selectField } from '../../../components/console/list-filters';
import { CreateButton, ListPage, pagedList } from '../../../components/console/list-page';
import { RecordModal } from '../../../components/console/record-form';
import { STAFF_DATE_RANGE } from '../../../components/console/staff-date-input';
import type { StaffTableColumn } from '../../../components/console/staff-table';
import { useTableQuery } from '../../../components/console/use-table-query';
import { paths } from '../../../config/paths';
import { useDeleteItem } from './api/delete-item';
import { useStaffItems } from './api/list-staff-items';
import { ItemForm } from './item-form';

const FILTERS = ['search', 'kind', 'from'] as const;
type Filter = (typeof FILTERS)[number];
const PAGE_SIZE = 20;

/** What the form opens with: a new item, a change of one, or a copy (a new item with its fields). */
type Editing = { mode: 'new' } | { mode: 'edit'; item: StaffItem } | { mode: 'copy'; item: StaffItem };

/** When an item takes place: its days and hours. */
export function itemWhen(item: Pick<StaffItem, 'startsOn' | 'endsOn' | 'startTime' | 'endTime'>): string {
  const days =
    item.endsOn && item.endsOn !== item.startsOn
      ? `${formatDate(item.startsOn)} – ${formatDate(item.endsOn)}`
      : formatDate(item.startsOn);
  const hours = item.startTime ? ` ${item.startTime}${item.endTime ? `–${item.endTime}` : ''}` : '';
  return `${days}${hours}`;
}

/**
 * The booking calendar (Prenotazioni): the items from a day on, by kind and text; create, change,
 * copy and delete them (on the version read); each opens its bookings.
 */
export default function ItemsPage() {
  const { t } = useTranslation('bookings');
  const kindText = (kind: BookingKind) => t(`staff.kinds.${kind}`);
  const controls = useTableQuery(FILTERS);
  const params: Record<string, string> = {
    ...(controls.apiParams as Record<string, string>),
    pageSize: String(PAGE_SIZE),
  };
  const { data, isFetching } = useStaffItems(params);
  const remove = useDeleteItem();
  const [editing, setEditing] = useState<Editing | null>(null);

  const columns: StaffTableColumn<StaffItem>[] = [
    { accessor: 'when', title: t('staff.columns.when'), render: (item) => itemWhen(item) },
    {
      accessor: 'name',
      title: t('staff.columns.name'),
      render: (item) => (
        <NameWithTags
          name={item.name}
          tags={[
            { show: item.group, text: item.group, color: 'gray.7' },
            { show: item.isMandatory, text: t('state.mandatory'), color: 'red.9' },
            { show: item.isRetake, text: t('state.retake'), color: 'grape.9' },
            { show: item.productCode, text: item.productCode, color: 'blue', variant: 'light' },
          ]}
        />
      ),
    },
    { accessor: 'kind', title: t('staff.columns.kind'), render: (item) => kindText(item.kind) },
    {
      accessor: 'window',
      title: t('staff.columns.window'),
      render: (item) =>
        t('staff.window', { opens: formatDateTime(item.opensAt), deadline: formatDateTime(item.deadline) }),
    },
    {
      accessor: 'seats',
      title: t('staff.columns.seats'),
      render: (item) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {t('staff.seats', { taken: item.occupation, max: item.capacityMax })}
          </Text>
          {item.held > 0 && (
            <Text size="xs" c="dimmed">
              {t('staff.held', { count: item.held })}
            </Text>
          )}
        </Stack>
      ),
    },
    { accessor: 'waiting', title: t('staff.columns.waiting') },
  ];

  const formTitle =
    editing === null
      ? ''
      : editing.mode === 'new'
        ? t('staff.create')
        : editing.mode === 'edit'
          ? t('staff.editOf', { name: editing.item.name })
          : t('staff.copyOf', { name: editing.item.name });

  const filterFields = [
    searchField('search', t('staff.search'), t('staff.searchPlaceholder'), 300),
    selectField('kind', t('staff.kindFilter'), t('staff.anyKind'), choices(BOOKING_KINDS, kindText)),
    dateField('from', t('staff.from'), STAFF_DATE_RANGE),
  ];

  return (
    <ListPage<StaffItem, Filter>
      title={t('staff.title')}
      intro={t('staff.intro')}
      actions={<CreateButton onClick={() => setEditing({ mode: 'new' })}>{t('staff.create')}</CreateButton>}
      list={pagedList({ data, isFetching }, PAGE_SIZE)}
      columns={columns}
      controls={controls}
      idAccessor="id"
      filterFields={filterFields}
      rowActions={{
        title: t('staff.columns.actions'),
        actions: (item) => [
          {
            label: t('staff.open'),
            ariaLabel: t('staff.openOf', { name: item.name }),
            look: 'primary',
            to: `${paths.staff}/bookings/${item.id}`,
          },
          {
            label: t('staff.edit'),
            ariaLabel: t('staff.editOf', { name: item.name }),
            onClick: () => setEditing({ mode: 'edit', item }),
          },
          {
            label: t('staff.copy'),
            ariaLabel: t('staff.copyOf', { name: item.name }),
            icon: <IconCopy size={14} aria-hidden />,
            onClick: () => setEditing({ mode: 'copy', item }),
          },
        ],
      }}
      deletion={{
        mutation: remove,
        title: (item) => t('staff.deleteOf', { name: item.name }),
        text: t('staff.deleteText'),
        confirmLabel: t('staff.delete'),
        cancelLabel: t('staff.cancel'),
        staleText: t('staff.stale'),
      }}
    >
      <RecordModal<StaffItem>
        editing={editing === null ? null : editing.mode === 'new' ? 'new' : editing.item}
        onClose={() => setEditing(null)}
        closeLabel={t('staff.close')}
        title={formTitle}
        size="xl"
        formKey={
          editing === null || editing.mode === 'new'
            ? 'new'
            : `${editing.mode}:${editing.item.id}:${editing.item.version}`
        }
      >
        {(item) =>
          editing !== null && (
            <ItemForm item={item} copy={editing.mode === 'copy'} onDone={() => setEditing(null)} />
          )
        }
      </RecordModal>
    </ListPage>
  );
}
