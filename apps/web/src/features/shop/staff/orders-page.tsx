import { Anchor, Button, Checkbox, Group, Stack, Tabs, Text } from '@mantine/core';
import { formatDateTime } from '@school/domain/format/date';
import type { StaffOrderLine } from '@school/domain/shop/contracts/staff-shop';
import {
  isOrderLineStatus,
  nextOrderLineStatus,
  ORDER_LINE_STATUSES,
  type OrderLineStatus,
} from '@school/domain/shop/orders';
import { IconArrowRight } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { SearchFilter } from '../../../components/console/list-filters';
import { ConsoleList, pagedList } from '../../../components/console/list-page';
import { Notices } from '../../../components/console/record-page';
import { StaffPage } from '../../../components/console/staff-page';
import type { StaffTableColumn } from '../../../components/console/staff-table';
import { useTableQuery } from '../../../components/console/use-table-query';
import { paths } from '../../../config/paths';
import { useAdvanceLines } from './api/advance-order-lines';
import { useOrderLines } from './api/list-order-lines';
import { lineStateColumns } from './shop-badges';

const FILTERS = ['search', 'status'] as const;
type Filter = (typeof FILTERS)[number];
const PAGE_SIZE = 50;

/** The console's address of an order. */
export const orderPath = (id: string) => `${paths.staff}/shop/orders/${id}`;

/** The buyer as the board shows them (a deleted account has none). */
function buyerName(line: StaffOrderLine): string {
  return line.buyer ? `${line.buyer.lastName} ${line.buyer.firstName}`.trim() || line.buyer.email : '—';
}

/**
 * The order board (Negozio): the order lines by status (Ordinato, Scontrinato, Notificato,
 * Consegnato), oldest order first, searched by order number or buyer. The chosen lines move one
 * status forward after a confirmation naming it; to Notificato their buyers are mailed that their
 * order is ready for pickup.
 */
export default function OrdersPage() {
  const { t } = useTranslation('shop');
  const controls = useTableQuery(FILTERS);
  const requested = controls.query.filters.status;
  const status: OrderLineStatus = requested && isOrderLineStatus(requested) ? requested : 'Ordinato';
  const params: Record<string, string> = {
    ...(controls.apiParams as Record<string, string>),
    status,
    pageSize: String(PAGE_SIZE),
  };
  const { data, isFetching } = useOrderLines(params);
  // While another tab's lines load, the tabs keep the counts last read (not 0).
  const lastCounts = useRef(data?.counts);
  useEffect(() => {
    if (data) lastCounts.current = data.counts;
  }, [data]);
  const counts = data?.counts ?? lastCounts.current;
  const advance = useAdvanceLines();
  const [selected, setSelected] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const next = nextOrderLineStatus(status);
  const listKey = new URLSearchParams(params).toString();

  // Another tab, search or page: the choice starts again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list shown is the dependency
  useEffect(() => setSelected([]), [listKey]);

  const shown = data?.items.filter((line) => line.status === status) ?? [];
  const allChosen = shown.length > 0 && shown.every((line) => selected.includes(line.id));
  const toggle = (id: string) =>
    setSelected((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));

  const columns: StaffTableColumn<StaffOrderLine>[] = [
    {
      accessor: 'select',
      title: (
        <Checkbox
          aria-label={t('staff.board.selectAll')}
          checked={allChosen}
          indeterminate={!allChosen && selected.length > 0}
          disabled={next === null || shown.length === 0}
          onChange={() => setSelected(allChosen ? [] : shown.map((line) => line.id))}
        />
      ),
      render: (line) => (
        <Checkbox
          aria-label={t('staff.board.select', { description: line.description, number: line.orderNumber })}
          checked={selected.includes(line.id)}
          disabled={next === null}
          onChange={() => toggle(line.id)}
        />
      ),
    },
    {
      accessor: 'orderNumber',
      title: t('staff.board.columns.order'),
      render: (line) => (
        <Stack gap={0}>
          <Anchor component={Link} to={orderPath(line.orderId)} size="sm" fw={600}>
            {t('staff.board.orderNumber', { number: line.orderNumber })}
          </Anchor>
          <Text size="xs" c="gray.7" style={{ whiteSpace: 'nowrap' }}>
            {formatDateTime(line.orderedAt)}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: 'buyer',
      title: t('staff.board.columns.buyer'),
      render: (line) => (
        <Stack gap={0}>
          <Text size="sm">{buyerName(line)}</Text>
          {line.buyer && (
            <Text size="xs" c="gray.7">
              {line.buyer.email}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      accessor: 'description',
      title: t('staff.board.columns.description'),
      render: (line) => (
        <Stack gap={0}>
          <Text size="sm">{line.description}</Text>
          {line.bookingInfo && (
            <Text size="xs" c="gray.7">
              {line.bookingInfo}
            </Text>
          )}
        </Stack>
      ),
    },
    { accessor: 'size', title: t('staff.board.columns.size'), render: (line) => line.size || '—' },
    {
      accessor: 'embroideryText',
      title: t('staff.board.columns.embroidery'),
      render: (line) => line.embroideryText || '—',
    },
    { accessor: 'quantity', title: t('staff.board.columns.quantity'), textAlign: 'right' },
    // The tab is the lines' status: each row does not say it again.
    ...lineStateColumns<StaffOrderLine>(t, { withStatus: false }),
  ];

  const chosen = selected.length;
  const moveText =
    next === null
      ? ''
      : [
          t('staff.board.confirmText', {
            count: chosen,
            from: t(`staff.statuses.${status}`),
            to: t(`staff.statuses.${next}`),
          }),
          next === 'Notificato' ? t('staff.board.confirmMail') : '',
        ]
          .filter(Boolean)
          .join(' ');

  return (
    <StaffPage title={t('staff.board.title')} intro={t('staff.board.intro')}>
      <Tabs
        value={status}
        onChange={(value) => {
          setMessage(null);
          advance.reset();
          controls.setFilter('status', value === 'Ordinato' ? null : value);
        }}
      >
        <Tabs.List aria-label={t('staff.board.tabs')}>
          {ORDER_LINE_STATUSES.map((s) => (
            <Tabs.Tab key={s} value={s}>
              {t('staff.board.tab', { status: t(`staff.statuses.${s}`), n: counts?.[s] ?? 0 })}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {ORDER_LINE_STATUSES.map((s) => (
          <Tabs.Panel key={s} value={s} pt="sm">
            {s === status && (
              <Stack gap="sm">
                <Notices
                  message={message}
                  onClose={() => setMessage(null)}
                  closeLabel={t('staff.close')}
                  error={advance.error}
                />
                <ConsoleList<StaffOrderLine, Filter>
                  label={t('staff.board.tableLabel', { status: t(`staff.statuses.${status}`) })}
                  list={pagedList({ data, isFetching }, PAGE_SIZE)}
                  columns={columns}
                  controls={controls}
                  idAccessor="id"
                  emptyText={t('staff.board.empty')}
                  filters={
                    <Group align="flex-end" justify="space-between" wrap="wrap">
                      <SearchFilter
                        controls={controls}
                        name="search"
                        label={t('staff.board.search')}
                        placeholder={t('staff.board.searchPlaceholder')}
                        width={320}
                      />
                      {next !== null && (
                        <Button
                          leftSection={<IconArrowRight size={16} aria-hidden />}
                          disabled={chosen === 0}
                          loading={advance.isPending}
                          onClick={() => {
                            setMessage(null);
                            setConfirming(true);
                          }}
                        >
                          {t('staff.board.move', { status: t(`staff.statuses.${next}`), count: chosen })}
                        </Button>
                      )}
                    </Group>
                  }
                />
              </Stack>
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
      {next !== null && (
        <ConfirmDialog
          opened={confirming}
          title={t('staff.board.confirmTitle', { status: t(`staff.statuses.${next}`) })}
          text={moveText}
          confirmLabel={t('staff.board.confirm', { status: t(`staff.statuses.${next}`) })}
          cancelLabel={t('staff.cancel')}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            advance.mutate(
              { lineIds: selected, from: status, to: next },
              {
                onSuccess: (result) => {
                  setSelected([]);
                  setMessage(
                    [
                      t('staff.board.moved', {
                        count: result.moved.length,
                        status: t(`staff.statuses.${next}`),
                      }),
                      next === 'Notificato' ? t('staff.board.mailed', { count: result.notifiedBuyers }) : '',
                    ]
                      .filter(Boolean)
                      .join(' '),
                  );
                },
              },
            );
          }}
        />
      )}
    </StaffPage>
  );
}
