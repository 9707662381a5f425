import { isCrmValue } from '../candidate/crm-value.ts';

/**
 * How long the school keeps each kind of personal record, and on what ground. The one source of
 * the periods: the retention job, the staff's list of what is due, the privacy notice page and
 * docs/privacy-retention.md (checked against this table by its test) all read it.
 */
export interface RetentionPeriod {
  amount: number;
  unit: 'days' | 'months' | 'years';
}

export const RETENTION_KINDS = [
  'account',
  'applicationRecords',
  'closedApplicationDocuments',
  'enrolmentRecords',
  'paymentsAndInvoices',
  'supportTickets',
  'signInRecords',
  'dataExport',
  'privacyLog',
] as const;
export type RetentionKind = (typeof RETENTION_KINDS)[number];

export interface RetentionRule {
  kind: RetentionKind;
  /** Null: kept while the account exists, until the person asks for its erasure. */
  period: RetentionPeriod | null;
  /** What the period is counted from (a key of the notice's texts). */
  from: 'closed' | 'paid' | 'ready' | 'enrolmentEnd' | 'written' | 'account';
  /** The legal ground (GDPR article 6(1) letter, or the law that sets the period). */
  ground: 'contract' | 'legalObligation' | 'legitimateInterest';
  /** Deleted by the retention job when due; otherwise kept (or erased on request). */
  enforced: boolean;
  /** A legal hold: no erasure request removes it before its period ends. */
  legalHold: boolean;
}

export const RETENTION_RULES: readonly RetentionRule[] = [
  { kind: 'account', period: null, from: 'account', ground: 'contract', enforced: false, legalHold: false },
  {
    kind: 'applicationRecords',
    period: null,
    from: 'account',
    ground: 'contract',
    enforced: false,
    legalHold: false,
  },
  {
    kind: 'closedApplicationDocuments',
    period: { amount: 12, unit: 'months' },
    from: 'closed',
    ground: 'contract',
    enforced: true,
    legalHold: false,
  },
  {
    kind: 'enrolmentRecords',
    period: { amount: 10, unit: 'years' },
    from: 'enrolmentEnd',
    ground: 'legalObligation',
    enforced: false,
    legalHold: true,
  },
  {
    kind: 'paymentsAndInvoices',
    period: { amount: 10, unit: 'years' },
    from: 'paid',
    ground: 'legalObligation',
    enforced: false,
    legalHold: true,
  },
  {
    kind: 'supportTickets',
    period: null,
    from: 'account',
    ground: 'contract',
    enforced: false,
    legalHold: false,
  },
  {
    kind: 'signInRecords',
    // A session lasts a day, a recognised device 180 days (the auth cleanup deletes them).
    period: { amount: 180, unit: 'days' },
    from: 'written',
    ground: 'legitimateInterest',
    enforced: true,
    legalHold: false,
  },
  {
    kind: 'dataExport',
    period: { amount: 7, unit: 'days' },
    from: 'ready',
    ground: 'legalObligation',
    enforced: true,
    legalHold: false,
  },
  {
    kind: 'privacyLog',
    period: { amount: 5, unit: 'years' },
    from: 'written',
    ground: 'legalObligation',
    enforced: true,
    legalHold: false,
  },
];

export function retentionRule(kind: RetentionKind): RetentionRule {
  const rule = RETENTION_RULES.find((r) => r.kind === kind);
  if (!rule) throw new Error(`no retention rule for ${kind}`);
  return rule;
}

/** The period of a kind that has one (a kind kept while the account exists has none). */
export function retentionPeriod(kind: RetentionKind): RetentionPeriod {
  const { period } = retentionRule(kind);
  if (!period) throw new Error(`${kind} has no retention period`);
  return period;
}

/**
 * The moment a record kept for `period` from `from` is due for deletion. Months and years move
 * the calendar date (UTC), clamped to the month's last day (31 January + 1 month = 28/29 February).
 */
export function retentionEnd(from: Date, period: RetentionPeriod): Date {
  if (period.unit === 'days') return new Date(from.getTime() + period.amount * 86_400_000);
  const months = period.unit === 'months' ? period.amount : period.amount * 12;
  const end = new Date(from.getTime());
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

/** How far ahead the staff's list shows what is due for deletion. */
export const RETENTION_NOTICE_DAYS = 30;

/** The moment before which a record of `kind` written at that moment is due now (`now` − period). */
export function retentionCutoff(now: Date, period: RetentionPeriod): Date {
  return retentionEnd(now, { amount: -period.amount, unit: period.unit });
}

/**
 * An application the school or the applicant closed: refused ("Non ammesso", a candidate
 * "Non valido") or withdrawn ("Ritirato", "Rinuncia"). CRM values compare case-insensitively.
 */
export const CLOSED_APPLICATION_STATUSES = ['Non ammesso', 'Ritirato', 'Rinuncia'] as const;
export const REFUSED_CANDIDATE_STATUS = 'Non valido';

export function isClosedApplication(application: {
  applicationStatus: string | null;
  generalStatus: string | null;
}): boolean {
  return (
    CLOSED_APPLICATION_STATUSES.some((s) => isCrmValue(application.applicationStatus, s)) ||
    isCrmValue(application.generalStatus, REFUSED_CANDIDATE_STATUS)
  );
}

/**
 * An identity or medical document (what the retention rule of a closed application deletes): the
 * application's identity document file, or a requested document whose type names a passport, an
 * identity card, a tax code card, a residence permit, a visa or a medical certificate.
 */
const IDENTITY_OR_MEDICAL =
  /passaport|passport|identit|\bci\b|cartaidentita|codicefiscale|taxcode|permesso|permit|visa|visto|medic|sanitari|health|vaccin/i;

export function isIdentityOrMedicalDocument(document: {
  type: string;
  applicationFile: string | null;
}): boolean {
  if (document.applicationFile === 'identityDocument') return true;
  return IDENTITY_OR_MEDICAL.test(document.type.replaceAll('_', ' '));
}

/**
 * Whether a closed application's identity or medical document may be deleted now: its period
 * (from when the application closed) has passed, and neither an enrolment in progress nor a
 * payment still open needs it.
 */
export function closedDocumentDeletable(
  facts: { closedAt: Date; enrolmentInProgress: boolean; paymentOpen: boolean },
  now: Date,
): boolean {
  if (facts.enrolmentInProgress || facts.paymentOpen) return false;
  return retentionEnd(facts.closedAt, retentionPeriod('closedApplicationDocuments')) <= now;
}
