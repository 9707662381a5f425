import { Badge } from '@mantine/core';
import { STOCK_LABELS, type StockState } from '@school/domain/shop/catalogue';
import type { OrderLineStatus } from '@school/domain/shop/orders';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { StaffTableColumn } from '../../../components/console/staff-table';

/** The colours of the statuses: each passes the contrast check on white (outline) or as a fill. */
const STATUS_COLOR: Record<OrderLineStatus, { color: string; variant: 'outline' | 'filled' }> = {
  Ordinato: { color: 'gray.7', variant: 'outline' },
  Scontrinato: { color: 'grape.9', variant: 'outline' },
  Notificato: { color: 'teal.9', variant: 'outline' },
  Consegnato: { color: 'teal.9', variant: 'filled' },
};

/** An order line's status (Stato__c) as a badge. */
export function StatusBadge({ status }: { status: OrderLineStatus }) {
  const { t } = useTranslation('shop');
  const { color, variant } = STATUS_COLOR[status];
  return (
    // As wide as its word: a narrow table column does not cut it to "OR…".
    <Badge color={color} variant={variant} size="sm" miw="max-content">
      {t(`staff.statuses.${status}`)}
    </Badge>
  );
}

const STOCK_COLOR: Record<StockState, string> = {
  inStock: 'teal.9',
  bookable: 'grape.9',
  soldOut: 'red.9',
};

/** A product's or a size's availability as a badge, in the specification's words (In Stock, Prenotabile, Esaurito). */
export function StockBadge({ stock }: { stock: StockState }) {
  return (
    <Badge color={STOCK_COLOR[stock]} variant="outline" size="sm" miw="max-content">
      {STOCK_LABELS[stock]}
    </Badge>
  );
}

/** How an order line was sold: In Stock, or Prenotabile with its lead time. */
export function lineStockText(
  t: (key: 'staff.board.bookableIn', values: { label: string; days: number }) => string,
  line: { stock: 'inStock' | 'bookable'; leadTimeDays: number | null },
): string {
  if (line.stock === 'inStock') return STOCK_LABELS.inStock;
  return line.leadTimeDays === null
    ? STOCK_LABELS.bookable
    : t('staff.board.bookableIn', { label: STOCK_LABELS.bookable, days: line.leadTimeDays });
}

/**
 * What an order line shows wherever it is listed (the board, an order): how it was sold, its top-up
 * code, and its status where the list does not already say it (the board's tab does).
 */
export function lineStateColumns<
  L extends {
    stock: 'inStock' | 'bookable';
    leadTimeDays: number | null;
    topUpCode: string | null;
    status: OrderLineStatus;
  },
>(t: TFunction<'shop'>, { withStatus = true }: { withStatus?: boolean } = {}): StaffTableColumn<L>[] {
  const columns: StaffTableColumn<L>[] = [
    {
      accessor: 'stock',
      title: t('staff.board.columns.stock'),
      render: (line) => lineStockText(t, line),
    },
    {
      accessor: 'topUpCode',
      title: t('staff.board.columns.topUpCode'),
      render: (line) => line.topUpCode ?? '—',
    },
  ];
  if (withStatus)
    columns.push({
      accessor: 'status',
      title: t('staff.board.columns.status'),
      render: (line) => <StatusBadge status={line.status} />,
    });
  return columns;
}
