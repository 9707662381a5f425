import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { BookingKind } from '@school/domain/bookings/bookings';
import type { BookingItem } from '@school/domain/bookings/contracts/items';
import { formatDate, formatDateTime } from '@school/domain/format/date';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainList } from '../../../components/plain-list';
import type { ItemAction } from '../api/change-item';
import { ItemActions } from './item-actions';

type Column =
  | 'date'
  | 'start'
  | 'end'
  | 'opens'
  | 'deadline'
  | 'name'
  | 'place'
  | 'capacity'
  | 'minimum'
  | 'seats';

/**
 * Section 2, "Bookings home": the columns of each kind. Events: date with start-end time, booking
 * opening, booking deadline, name (a link if a link exists), place, minimum over maximum capacity,
 * seats available. Courses: start date, end date, opening, deadline, module name, minimum, seats.
 * Exams: start, end, opening, deadline, exam name, seats. Then the action button.
 */
const COLUMNS: Record<BookingKind, Column[]> = {
  event: ['date', 'opens', 'deadline', 'name', 'place', 'capacity', 'seats'],
  module: ['start', 'end', 'opens', 'deadline', 'name', 'minimum', 'seats'],
  exam: ['start', 'end', 'opens', 'deadline', 'name', 'seats'],
};

const NAME_HEADER = {
  event: 'columns.eventName',
  module: 'columns.moduleName',
  exam: 'columns.examName',
} as const;

function useCell(kind: BookingKind) {
  const { t } = useTranslation('bookings');
  const hours = (item: BookingItem) =>
    item.startTime
      ? item.endTime
        ? t('time', { start: item.startTime, end: item.endTime })
        : item.startTime
      : '';
  const header = (column: Column) =>
    column === 'name'
      ? t(NAME_HEADER[kind])
      : t(
          (
            {
              date: 'columns.date',
              start: 'columns.start',
              end: 'columns.end',
              opens: 'columns.opens',
              deadline: 'columns.deadline',
              place: 'columns.place',
              capacity: 'columns.capacity',
              minimum: 'columns.minimum',
              seats: 'columns.seats',
            } as const
          )[column],
        );
  const cell = (item: BookingItem, column: Column): ReactNode => {
    switch (column) {
      case 'date':
        return (
          <>
            <Text size="sm" fw={600} component="span" display="block">
              {formatDate(item.startsOn)}
            </Text>
            <Text size="sm" component="span">
              {hours(item)}
            </Text>
          </>
        );
      case 'start':
        return `${formatDate(item.startsOn)}${item.startTime ? ` ${item.startTime}` : ''}`;
      case 'end':
        return `${formatDate(item.endsOn ?? item.startsOn)}${item.endTime ? ` ${item.endTime}` : ''}`;
      case 'opens':
        return formatDateTime(item.opensAt);
      case 'deadline':
        return formatDateTime(item.deadline);
      case 'name':
        return (
          <Stack gap={4} align="flex-start">
            {item.link ? (
              <Anchor href={item.link} target="_blank" rel="noopener noreferrer" fw={600}>
                <span>{item.name}</span>
                <span className="sr-only"> {t('link')}</span>
              </Anchor>
            ) : (
              <Text fw={600} size="sm">
                {item.name}
              </Text>
            )}
            <Group gap={4}>
              {item.booking && (
                <Badge size="sm" color="teal.9" variant="outline">
                  {t('state.booked')}
                </Badge>
              )}
              {item.isMandatory && (
                <Badge size="sm" color="red.9" variant="outline">
                  {t('state.mandatory')}
                </Badge>
              )}
              {item.isRetake && (
                <Badge size="sm" color="grape.9" variant="outline">
                  {t('state.retake')}
                </Badge>
              )}
            </Group>
          </Stack>
        );
      case 'place':
        return item.place;
      case 'capacity':
        return `${item.capacityMin}/${item.capacityMax}`;
      case 'minimum':
        return String(item.capacityMin);
      case 'seats':
        return (
          <Text size="sm" fw={700} c={item.seatsLeft === 0 ? 'red.8' : undefined}>
            {item.seatsLeft}
          </Text>
        );
    }
  };
  return { header, cell };
}

export interface ItemsViewProps {
  kind: BookingKind;
  items: BookingItem[];
  booked: ReadonlyArray<{ id: string; group: string }>;
  now: Date;
  busy: boolean;
  onAction: (item: BookingItem, action: ItemAction) => void;
}

/**
 * The items of a kind in order: a table on larger screens (a description row under an item that
 * has one), cards on a phone.
 */
export function ItemsTable(props: ItemsViewProps) {
  const { t } = useTranslation('bookings');
  const { kind, items } = props;
  const { header, cell } = useCell(kind);
  const columns = COLUMNS[kind];
  return (
    <>
      <Table.ScrollContainer minWidth={900} visibleFrom="md">
        <Table withTableBorder verticalSpacing="sm" aria-label={t(`tableLabel.${kind}`)}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column} scope="col">
                  {header(column)}
                </Table.Th>
              ))}
              <Table.Th scope="col">{t('columns.action')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => (
              <Fragment key={item.id}>
                <Table.Tr data-item={item.id} style={item.description ? { borderBottom: 0 } : undefined}>
                  {columns.map((column) => (
                    <Table.Td key={column}>{cell(item, column)}</Table.Td>
                  ))}
                  <Table.Td>
                    <ItemActions
                      item={item}
                      booked={props.booked}
                      now={props.now}
                      busy={props.busy}
                      onAction={props.onAction}
                    />
                  </Table.Td>
                </Table.Tr>
                {item.description && (
                  <Table.Tr data-description-of={item.id}>
                    <Table.Td colSpan={columns.length + 1} pt={0}>
                      <Text size="sm" c="dimmed">
                        {item.description}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <PlainList hiddenFrom="md" gap="sm" aria-label={t(`tableLabel.${kind}`)}>
        {items.map((item) => (
          <Card key={item.id} withBorder padding="md" component="li" data-item={item.id}>
            <Stack gap="sm">
              {cell(item, 'name')}
              <SimpleGrid cols={2} spacing="xs" verticalSpacing={6}>
                {columns
                  .filter((column) => column !== 'name')
                  .map((column) => (
                    <div key={column}>
                      <Text size="xs" c="dimmed">
                        {header(column)}
                      </Text>
                      <Text size="sm" component="div">
                        {cell(item, column)}
                      </Text>
                    </div>
                  ))}
              </SimpleGrid>
              {item.description && (
                <Text size="sm" c="dimmed">
                  {item.description}
                </Text>
              )}
              <ItemActions
                item={item}
                booked={props.booked}
                now={props.now}
                busy={props.busy}
                onAction={props.onAction}
              />
            </Stack>
          </Card>
        ))}
      </PlainList>
    </>
  );
}
