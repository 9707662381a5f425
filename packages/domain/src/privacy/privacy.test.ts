import { describe, expect, it } from 'vitest';
import { RequestErasureBodySchema } from './contracts/my-data.ts';
import { ErasureDecisionBodySchema } from './contracts/staff-privacy.ts';
import { type ErasureFacts, erasurePlan, keptIds } from './erasure.ts';
import {
  closedDocumentDeletable,
  isClosedApplication,
  isIdentityOrMedicalDocument,
  RETENTION_KINDS,
  RETENTION_RULES,
  retentionCutoff,
  retentionEnd,
} from './retention.ts';

const NOW = new Date('2026-06-15T10:00:00Z');
const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const none: ErasureFacts = { payments: [], shopOrders: [], billingRecords: [], enrolments: [] };

describe('the retention table', () => {
  it('has one rule per kind', () => {
    expect(RETENTION_RULES.map((r) => r.kind)).toEqual([...RETENTION_KINDS]);
  });

  it.each([
    ['days', '2026-01-01T00:00:00Z', { amount: 7, unit: 'days' }, '2026-01-08T00:00:00.000Z'],
    ['months', '2026-01-31T12:00:00Z', { amount: 1, unit: 'months' }, '2026-02-28T12:00:00.000Z'],
    [
      'months over a year',
      '2025-11-15T00:00:00Z',
      { amount: 12, unit: 'months' },
      '2026-11-15T00:00:00.000Z',
    ],
    [
      'years from 29 February',
      '2024-02-29T00:00:00Z',
      { amount: 10, unit: 'years' },
      '2034-02-28T00:00:00.000Z',
    ],
  ] as const)('ends a period counted in %s', (_, from, period, end) => {
    expect(retentionEnd(new Date(from), period).toISOString()).toBe(end);
  });

  it('counts the cutoff back from now', () => {
    expect(retentionCutoff(NOW, { amount: 12, unit: 'months' }).toISOString()).toBe(
      '2025-06-15T10:00:00.000Z',
    );
  });
});

describe('closed applications and their identity or medical documents', () => {
  it.each([
    [{ applicationStatus: 'Non ammesso', generalStatus: 'Validato' }, true],
    [{ applicationStatus: 'ritirato', generalStatus: null }, true],
    [{ applicationStatus: 'Rinuncia', generalStatus: null }, true],
    [{ applicationStatus: 'In valutazione', generalStatus: 'Non valido' }, true],
    [{ applicationStatus: 'Iscritto', generalStatus: 'Validato' }, false],
    [{ applicationStatus: null, generalStatus: null }, false],
  ])('%o closed: %s', (application, closed) => {
    expect(isClosedApplication(application)).toBe(closed);
  });

  it.each([
    [{ type: 'IT_Passaporto', applicationFile: null }, true],
    [{ type: 'EN_Passport', applicationFile: null }, true],
    [{ type: 'IT_CertificatoMedico', applicationFile: null }, true],
    [{ type: 'IT_CodiceFiscale', applicationFile: null }, true],
    [{ type: 'Documento', applicationFile: 'identityDocument' }, true],
    [{ type: 'IT_Diploma', applicationFile: null }, false],
    [{ type: 'CV', applicationFile: 'cv' }, false],
    [{ type: 'EN_BankStatement', applicationFile: null }, false],
  ])('%o is identity or medical: %s', (document, expected) => {
    expect(isIdentityOrMedicalDocument(document)).toBe(expected);
  });

  it.each([
    [
      'period passed',
      { closedAt: new Date('2025-06-01T00:00:00Z'), enrolmentInProgress: false, paymentOpen: false },
      true,
    ],
    [
      'period not passed',
      { closedAt: new Date('2025-07-01T00:00:00Z'), enrolmentInProgress: false, paymentOpen: false },
      false,
    ],
    [
      'an enrolment needs it',
      { closedAt: new Date('2020-01-01T00:00:00Z'), enrolmentInProgress: true, paymentOpen: false },
      false,
    ],
    [
      'a payment needs it',
      { closedAt: new Date('2020-01-01T00:00:00Z'), enrolmentInProgress: false, paymentOpen: true },
      false,
    ],
  ])('deletable when %s: %s', (_, facts, expected) => {
    expect(closedDocumentDeletable(facts, NOW)).toBe(expected);
  });
});

describe('the erasure plan: what is kept and why', () => {
  const paid = (n: number, paidAt: string, status = 'paid') => ({
    id: ID(n),
    status,
    paidAt: new Date(paidAt),
    amountCents: 10_000,
    description: 'Quota di candidatura',
  });

  it('keeps nothing of a person with no payment and no enrolment', () => {
    expect(erasurePlan(none, NOW)).toEqual({ keep: [], blocked: false });
  });

  it.each([
    ['a payment within ten years', [paid(1, '2020-01-10T00:00:00Z')], [ID(1)], '2030-01-10T00:00:00.000Z'],
    ['a payment older than ten years', [paid(1, '2016-06-14T00:00:00Z')], [], null],
    ['a payment never paid', [paid(1, '2026-01-01T00:00:00Z', 'failed')], [], null],
  ])('%s', (_, payments, kept, until) => {
    const plan = erasurePlan({ ...none, payments, billingRecords: [{ id: ID(9), kind: 'course' }] }, NOW);
    expect(keptIds(plan, 'payment')).toEqual(kept);
    expect(keptIds(plan, 'billingRecord')).toEqual(kept.length ? [ID(9)] : []);
    expect(plan.keep.find((k) => k.kind === 'payment')?.until ?? null).toBe(until);
    expect(plan.blocked).toBe(false);
  });

  it('keeps shop orders (invoices) and the billing data until the last one ends', () => {
    const plan = erasurePlan(
      {
        ...none,
        payments: [paid(1, '2020-01-10T00:00:00Z')],
        shopOrders: [
          { id: ID(2), number: 12, createdAt: new Date('2024-03-01T00:00:00Z'), totalCents: 2500 },
        ],
        billingRecords: [{ id: ID(9), kind: 'course' }],
      },
      NOW,
    );
    expect(plan.keep.map((k) => [k.kind, k.reason, k.until])).toEqual([
      ['payment', 'taxRecords', '2030-01-10T00:00:00.000Z'],
      ['shopOrder', 'taxRecords', '2034-03-01T00:00:00.000Z'],
      ['billingRecord', 'taxRecords', '2034-03-01T00:00:00.000Z'],
    ]);
  });

  it.each([
    ['a course in progress', { isActive: true, isActiveHousing: false }, true],
    ['a housing contract in progress', { isActive: false, isActiveHousing: true }, true],
    ['an ended enrolment', { isActive: false, isActiveHousing: false }, false],
  ])('%s blocks the erasure: %s', (_, flags, blocked) => {
    const plan = erasurePlan({ ...none, enrolments: [{ id: ID(3), name: 'Corso', ...flags }] }, NOW);
    expect(plan.blocked).toBe(blocked);
    expect(keptIds(plan, 'enrolment')).toEqual(blocked ? [ID(3)] : []);
  });
});

describe('the contracts', () => {
  it.each([
    [{ confirm: true }, null],
    [{ confirm: false }, 'privacy.confirmRequired'],
    [{}, 'privacy.confirmRequired'],
    [{ confirm: true, note: 'x'.repeat(1001) }, 'privacy.noteTooLong'],
  ])('an erasure request %o: %s', (body, code) => {
    const result = RequestErasureBodySchema.safeParse(body);
    expect(result.success ? null : result.error.issues[0]?.message).toBe(code);
  });

  it.each([
    [{ decision: 'confirm', version: 'v' }, null],
    [{ decision: 'refuse', version: 'v', reason: 'Iscrizione in corso' }, null],
    [{ decision: 'refuse', version: 'v', reason: '  ' }, 'privacy.refusalReasonRequired'],
    [{ decision: 'refuse', version: 'v' }, 'privacy.refusalReasonRequired'],
    [{ decision: 'maybe', version: 'v' }, 'request.invalid'],
  ])('a decision %o: %s', (body, code) => {
    const result = ErasureDecisionBodySchema.safeParse(body);
    expect(result.success ? null : result.error.issues[0]?.message).toBe(code);
  });
});
