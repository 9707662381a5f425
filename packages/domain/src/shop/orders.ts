import { formatDate } from '../format/date.ts';
import { FAMILY_BOOKS } from './catalogue.ts';

/**
 * Orders (specification 000: section 2 "Order history", section 3 "Order" and "Order line",
 * section 4 "Order line statuses").
 */

/** "Order line statuses: Ordinato, Scontrinato, Notificato, Consegnato", in their order (Stato__c). */
export const ORDER_LINE_STATUSES = ['Ordinato', 'Scontrinato', 'Notificato', 'Consegnato'] as const;
export type OrderLineStatus = (typeof ORDER_LINE_STATUSES)[number];

/** A new order line is Ordinato. */
export const INITIAL_ORDER_LINE_STATUS: OrderLineStatus = 'Ordinato';

/**
 * The history's legend: "Ordinato = waiting (hourglass), Notificato = ready for pickup (bag),
 * Consegnato = delivered or top-up credited (check); Scontrinato has its own icon" (receipt issued).
 */
export const ORDER_LINE_STATUS_MEANING = {
  Ordinato: 'waiting',
  Scontrinato: 'receiptIssued',
  Notificato: 'readyForPickup',
  Consegnato: 'delivered',
} as const satisfies Record<OrderLineStatus, string>;

export function isOrderLineStatus(value: string): value is OrderLineStatus {
  return (ORDER_LINE_STATUSES as readonly string[]).includes(value);
}

/** The status after this one, or null after Consegnato. */
export function nextOrderLineStatus(status: OrderLineStatus): OrderLineStatus | null {
  return ORDER_LINE_STATUSES[ORDER_LINE_STATUSES.indexOf(status) + 1] ?? null;
}

/**
 * "transitions server side, not shown": staff move a line Ordinato → Scontrinato → Notificato →
 * Consegnato, one step forward at a time; never back, never skipping a step, never to itself.
 */
export function canAdvanceOrderLine(from: OrderLineStatus, to: OrderLineStatus): boolean {
  return nextOrderLineStatus(from) === to;
}

/** Tipo__c of an order line: "L for books, D otherwise". */
export const ORDER_LINE_TYPES = ['L', 'D'] as const;
export type OrderLineType = (typeof ORDER_LINE_TYPES)[number];

/** "Tipo__c (L for books, D otherwise)": L for a product of Family Libri. */
export function orderLineType(family: string): OrderLineType {
  return family === FAMILY_BOOKS ? 'L' : 'D';
}

/** "per order a card 'Ordine n. {number} - {date}'" (the date DD-MM-YYYY on the school's calendar). */
export const ORDER_CARD_TITLE = 'Ordine n. {number} - {date}';

/** The history card's title: N_Ordine__c and CreatedDate. */
export function orderCardTitle(order: { number: string; createdAt: Date | string }): string {
  return ORDER_CARD_TITLE.replace('{number}', order.number).replace('{date}', formatDate(order.createdAt));
}
