import { describe, expect, it } from 'vitest';
import {
  canAdvanceOrderLine,
  INITIAL_ORDER_LINE_STATUS,
  isOrderLineStatus,
  nextOrderLineStatus,
  ORDER_LINE_STATUS_MEANING,
  ORDER_LINE_STATUSES,
  ORDER_LINE_TYPES,
  orderCardTitle,
  orderLineType,
} from './orders.ts';

describe('order line statuses — "Ordinato, Scontrinato, Notificato, Consegnato"', () => {
  it('in their order; a new line is Ordinato', () => {
    expect(ORDER_LINE_STATUSES).toEqual(['Ordinato', 'Scontrinato', 'Notificato', 'Consegnato']);
    expect(INITIAL_ORDER_LINE_STATUS).toBe('Ordinato');
  });

  it('the legend: waiting, receipt issued, ready for pickup, delivered (or top-up credited)', () => {
    expect(ORDER_LINE_STATUS_MEANING).toEqual({
      Ordinato: 'waiting',
      Scontrinato: 'receiptIssued',
      Notificato: 'readyForPickup',
      Consegnato: 'delivered',
    });
  });

  it('reads a CRM value', () => {
    expect(isOrderLineStatus('Notificato')).toBe(true);
    expect(isOrderLineStatus('notificato')).toBe(false);
    expect(isOrderLineStatus('')).toBe(false);
  });

  it('the next status, none after Consegnato', () => {
    expect(ORDER_LINE_STATUSES.map(nextOrderLineStatus)).toEqual([
      'Scontrinato',
      'Notificato',
      'Consegnato',
      null,
    ]);
  });

  it('staff move a line one step forward only', () => {
    const allowed = ORDER_LINE_STATUSES.flatMap((from) =>
      ORDER_LINE_STATUSES.filter((to) => canAdvanceOrderLine(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual(['Ordinato→Scontrinato', 'Scontrinato→Notificato', 'Notificato→Consegnato']);
  });

  it.each([
    ['Ordinato', 'Notificato'],
    ['Ordinato', 'Consegnato'],
    ['Consegnato', 'Notificato'],
    ['Scontrinato', 'Ordinato'],
    ['Notificato', 'Notificato'],
  ] as const)('never %s → %s', (from, to) => {
    expect(canAdvanceOrderLine(from, to)).toBe(false);
  });
});

describe('orderLineType — "Tipo__c (L for books, D otherwise)"', () => {
  it.each([
    ['Libri', 'L'],
    ['Abbigliamento', 'D'],
    ['Torta', 'D'],
    ['Shopper', 'D'],
    ['Spedizione', 'D'],
    ['Ricamo', 'D'],
    ['Ricarica Stampante', 'D'],
    ['libri', 'D'],
    ['', 'D'],
  ])('%s → %s', (family, expected) => {
    expect(orderLineType(family)).toBe(expected);
  });
  it('the two types', () => {
    expect(ORDER_LINE_TYPES).toEqual(['L', 'D']);
  });
});

describe('orderCardTitle — "Ordine n. {number} - {date}"', () => {
  it("the date DD-MM-YYYY on the school's calendar (Europe/Rome)", () => {
    expect(orderCardTitle({ number: 'O-000123', createdAt: '2026-05-04T09:30:00.000Z' })).toBe(
      'Ordine n. O-000123 - 04-05-2026',
    );
    // 23:30 UTC on 31 Dec is already 1 Jan in Rome.
    expect(orderCardTitle({ number: '7', createdAt: new Date('2025-12-31T23:30:00.000Z') })).toBe(
      'Ordine n. 7 - 01-01-2026',
    );
  });
});
