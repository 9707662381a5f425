import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { titled } from '../testing/titled.ts';
import { type Instalment, InstalmentSchema, ListPaymentsResponseSchema } from './contracts/list-payments.ts';
import {
  formatInstalmentAmount,
  instalmentsTotalCents,
  isInstalmentOverdue,
  isInstalmentPaid,
  sortInstalments,
} from './payments.ts';

const NBSP = '\u00a0';
const instalment = (overrides: Partial<Instalment> = {}): Instalment => ({
  id: 'p1',
  number: '1',
  amountCents: 150000,
  dueDate: '2025-07-01',
  paymentDate: null,
  isPaid: false,
  ...overrides,
});

describe('formatInstalmentAmount — instalments "in euro Italian format"', () => {
  it.each([
    { amountCents: 150000, expected: `€${NBSP}1.500,00` },
    { amountCents: 10000, expected: `€${NBSP}100,00` },
    { amountCents: 123456, expected: `€${NBSP}1.234,56` },
    { amountCents: 5, expected: `€${NBSP}0,05` },
    { amountCents: 0, expected: `€${NBSP}0,00` },
    { amountCents: -2500, expected: `-€${NBSP}25,00` },
  ])('$amountCents cents → "$expected"', ({ amountCents, expected }) => {
    expect(formatInstalmentAmount({ amountCents })).toBe(expected);
  });
});

describe('instalmentsTotalCents', () => {
  it('sums in cents, exactly', () => {
    expect(instalmentsTotalCents([])).toBe(0);
    expect(instalmentsTotalCents([{ amountCents: 10 }, { amountCents: 20 }, { amountCents: 70 }])).toBe(100);
  });

  it('property: equals the sum of whole cents, with no floating-point drift', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -1_000_000, max: 10_000_000 }), { maxLength: 30 }),
        (amounts) => {
          expect(instalmentsTotalCents(amounts.map((amountCents) => ({ amountCents })))).toBe(
            amounts.reduce((a, b) => a + b, 0),
          );
        },
      ),
    );
  });
});

describe('isInstalmentPaid / isInstalmentOverdue', () => {
  const TODAY = '2025-07-10';
  it.each(
    titled<{ case: string; value: Instalment; paid: boolean; overdue: boolean }>('$case', [
      {
        case: 'due in the future, unpaid',
        value: instalment({ dueDate: '2025-08-01' }),
        paid: false,
        overdue: false,
      },
      {
        case: 'due today, unpaid: not yet overdue',
        value: instalment({ dueDate: TODAY }),
        paid: false,
        overdue: false,
      },
      {
        case: 'due yesterday, unpaid: overdue',
        value: instalment({ dueDate: '2025-07-09' }),
        paid: false,
        overdue: true,
      },
      {
        case: 'flagged paid (Pagata__c)',
        value: instalment({ dueDate: '2025-07-01', isPaid: true }),
        paid: true,
        overdue: false,
      },
      {
        case: 'with a payment date (Data_pagamento__c)',
        value: instalment({ dueDate: '2025-07-01', paymentDate: '2025-06-30' }),
        paid: true,
        overdue: false,
      },
      {
        case: 'a blank payment date is none',
        value: instalment({ dueDate: '2025-07-01', paymentDate: ' ' }),
        paid: false,
        overdue: true,
      },
      {
        case: 'no due date: never overdue',
        value: instalment({ dueDate: null }),
        paid: false,
        overdue: false,
      },
    ]),
  )('%s', (_title, { value, paid, overdue }) => {
    expect(isInstalmentPaid(value)).toBe(paid);
    expect(isInstalmentOverdue(value, TODAY)).toBe(overdue);
  });
});

describe('sortInstalments — by due date, then by number', () => {
  it('orders by due date, those without one last, then numerically by number', () => {
    const rows = [
      instalment({ id: 'c', number: '10', dueDate: '2025-09-01' }),
      instalment({ id: 'x', number: '1', dueDate: null }),
      instalment({ id: 'a', number: '1', dueDate: '2025-07-01' }),
      instalment({ id: 'd', number: '2', dueDate: '2025-09-01' }),
      instalment({ id: 'b', number: '3', dueDate: '2025-08-01' }),
    ];
    expect(sortInstalments(rows).map((r) => r.id)).toEqual(['a', 'b', 'd', 'c', 'x']);
    expect(rows[0]?.id).toBe('c');
  });

  it('property: a permutation, idempotent', () => {
    const row = fc.record({
      dueDate: fc.constantFrom(null, '', '2025-01-01', '2025-02-01', '2025-03-01'),
      number: fc.constantFrom('1', '2', '10', '2025/001'),
    });
    fc.assert(
      fc.property(fc.array(row, { maxLength: 10 }), (rows) => {
        const sorted = sortInstalments(rows);
        expect(sorted).toHaveLength(rows.length);
        for (const r of rows) expect(sorted).toContain(r);
        expect(sortInstalments(sorted)).toEqual(sorted);
      }),
    );
  });
});

describe('ListPaymentsResponseSchema — "Id, Numero_partita__c, Importo_Emesso__c, Data_Scadenza__c, Data_pagamento__c, Pagata__c"', () => {
  it('accepts instalments', () => {
    const items = [
      instalment(),
      instalment({ id: 'p2', number: '2', paymentDate: '2025-07-02', isPaid: true }),
    ];
    expect(ListPaymentsResponseSchema.parse({ items })).toEqual({ items });
  });

  it.each([
    { field: 'amountCents', value: 12.5 },
    { field: 'amountCents', value: '1500' },
    { field: 'isPaid', value: null },
    { field: 'number', value: 1 },
  ])('rejects $field = $value', ({ field, value }) => {
    expect(InstalmentSchema.safeParse(instalment({ [field]: value } as Partial<Instalment>)).success).toBe(
      false,
    );
  });
});
