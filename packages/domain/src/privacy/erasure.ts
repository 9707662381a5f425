import { retentionEnd, retentionPeriod } from './retention.ts';

/**
 * What an erasure keeps, and why (GDPR article 17(3)(b): data the school must keep by law are
 * not erased). Everything of the person not listed here is removed or anonymised.
 */
export const ERASURE_KEEP_REASONS = ['taxRecords', 'enrolmentInProgress'] as const;
export type ErasureKeepReason = (typeof ERASURE_KEEP_REASONS)[number];

export const KEPT_RECORD_KINDS = ['payment', 'shopOrder', 'billingRecord', 'enrolment'] as const;
export type KeptRecordKind = (typeof KEPT_RECORD_KINDS)[number];

export interface KeptRecord {
  kind: KeptRecordKind;
  id: string;
  /** A short description for staff (an amount, an order number, an enrolment's name). */
  label: string;
  reason: ErasureKeepReason;
  /** Kept until this moment (ISO), or null while an enrolment is in progress. */
  until: string | null;
}

export interface ErasureFacts {
  payments: readonly {
    id: string;
    status: string;
    paidAt: Date | null;
    amountCents: number;
    description: string;
  }[];
  shopOrders: readonly { id: string; number: number; createdAt: Date; totalCents: number }[];
  billingRecords: readonly { id: string; kind: string }[];
  enrolments: readonly { id: string; name: string; isActive: boolean; isActiveHousing: boolean }[];
}

export interface ErasurePlan {
  keep: KeptRecord[];
  /**
   * An enrolment in progress: the school must keep the person's enrolment and identity while it
   * runs, so the erasure cannot be carried out yet (staff refuse it with the reason, or wait).
   */
  blocked: boolean;
}

/** Whether an enrolment (course or housing) is still running. */
export function isEnrolmentInProgress(enrolment: { isActive: boolean; isActiveHousing: boolean }): boolean {
  return enrolment.isActive || enrolment.isActiveHousing;
}

const euros = (cents: number) => `€ ${(cents / 100).toFixed(2)}`;

/**
 * The erasure plan of one person at `now`: paid payments and shop orders (the invoices) are kept
 * for the legal period from their payment, with the billing data they were invoiced to; an
 * enrolment in progress is kept and blocks the erasure. Unpaid payments carry no obligation.
 */
export function erasurePlan(facts: ErasureFacts, now: Date): ErasurePlan {
  const period = retentionPeriod('paymentsAndInvoices');
  const keep: KeptRecord[] = [];
  let lastTaxEnd: Date | null = null;
  const taxRecord = (paid: Date) => {
    const until = retentionEnd(paid, period);
    if (until <= now) return null;
    if (!lastTaxEnd || until > lastTaxEnd) lastTaxEnd = until;
    return until.toISOString();
  };
  for (const p of facts.payments) {
    if (p.status !== 'paid' || !p.paidAt) continue;
    const until = taxRecord(p.paidAt);
    if (until) {
      keep.push({
        kind: 'payment',
        id: p.id,
        label: `${p.description} (${euros(p.amountCents)})`,
        reason: 'taxRecords',
        until,
      });
    }
  }
  for (const o of facts.shopOrders) {
    const until = taxRecord(o.createdAt);
    if (until) {
      keep.push({
        kind: 'shopOrder',
        id: o.id,
        label: `#${o.number} (${euros(o.totalCents)})`,
        reason: 'taxRecords',
        until,
      });
    }
  }
  const taxEnd = lastTaxEnd as Date | null;
  if (taxEnd) {
    for (const b of facts.billingRecords) {
      keep.push({
        kind: 'billingRecord',
        id: b.id,
        label: b.kind,
        reason: 'taxRecords',
        until: taxEnd.toISOString(),
      });
    }
  }
  const running = facts.enrolments.filter(isEnrolmentInProgress);
  for (const e of running) {
    keep.push({ kind: 'enrolment', id: e.id, label: e.name, reason: 'enrolmentInProgress', until: null });
  }
  return { keep, blocked: running.length > 0 };
}

/** The ids the plan keeps, of one kind. */
export function keptIds(plan: ErasurePlan, kind: KeptRecordKind): string[] {
  return plan.keep.filter((k) => k.kind === kind).map((k) => k.id);
}

export const ERASURE_STATUSES = ['pending', 'confirmed', 'refused', 'done'] as const;
export type ErasureStatus = (typeof ERASURE_STATUSES)[number];

export const EXPORT_STATUSES = ['pending', 'ready'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

/** The person's note with an erasure request, and the secretariat's reason for a refusal. */
export const ERASURE_NOTE_MAX = 1000;
export const ERASURE_REFUSAL_MAX = 1000;
