import { type StaffPermission, staffPermissions } from '../access/staff.ts';
import type { AccessSubject } from '../access/subject.ts';
import { normaliseCrmValue } from '../candidate/crm-value.ts';

/**
 * The console's insights ("Andamento"): charts a director reads at a glance, each with its table.
 * Every chart belongs to the area of one staff permission; Amministrazione reads them all, every
 * other permission the charts of its own area (decision 71).
 */
export const INSIGHT_CHARTS = {
  funnel: 'Segreteria',
  applications: 'Segreteria',
  secretariat: 'Segreteria',
  attendance: 'Didattica',
  bookings: 'Prenotazioni',
  shop: 'Negozio',
  internship: 'Stage',
  theses: 'Tesi',
} as const satisfies Record<string, StaffPermission>;

export type InsightChart = keyof typeof INSIGHT_CHARTS;
export const INSIGHT_CHART_NAMES = Object.keys(INSIGHT_CHARTS) as InsightChart[];

/** The permission that reads every chart. */
export const INSIGHTS_ALL: StaffPermission = 'Amministrazione';

/** Whether a person may read a chart: Amministrazione, or the permission of the chart's area. */
export function mayReadInsight(subject: AccessSubject | null, chart: InsightChart): boolean {
  const held = staffPermissions(subject);
  return held.includes(INSIGHTS_ALL) || held.includes(INSIGHT_CHARTS[chart]);
}

/** The charts a person reads, in the order of `INSIGHT_CHARTS` (none for someone not staff). */
export function insightCharts(subject: AccessSubject | null): InsightChart[] {
  return INSIGHT_CHART_NAMES.filter((chart) => mayReadInsight(subject, chart));
}

// ---------------------------------------------------------------------------------------------
// Figures (decision 71)

/**
 * The admissions funnel of an edition, in order. An application "started" is its record (made at
 * the first saved step); a step is "reached" when the account stands at it or beyond on this
 * edition, or when a later fact implies it (the fee paid: step 4; submitted: step 7); "accepted"
 * and "enrolled" read the application's status (Stato_Candidatura__c) and enrolment status.
 */
export const FUNNEL_STAGES = [
  'accounts',
  'started',
  'registry',
  'studies',
  'fee',
  'feePaid',
  'documents',
  'identityDocument',
  'submitted',
  'accepted',
  'enrolled',
] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

/** The application statuses that mean "accepted" (Ammesso, and Iscritto which follows it). */
export const ACCEPTED_STATUSES = ['ammesso', 'iscritto'] as const;
/** The application status or enrolment status (statoIscrizione__c) that mean "enrolled". */
export const ENROLLED_APPLICATION_STATUS = 'iscritto';
export const ENROLLED_ENROLMENT_STATUS = 'ok';

export function isAccepted(applicationStatus: string | null): boolean {
  return (ACCEPTED_STATUSES as readonly string[]).includes(normaliseCrmValue(applicationStatus));
}

export function isEnrolled(applicationStatus: string | null, enrolmentStatus: string | null): boolean {
  return (
    normaliseCrmValue(applicationStatus) === ENROLLED_APPLICATION_STATUS ||
    normaliseCrmValue(enrolmentStatus) === ENROLLED_ENROLMENT_STATUS
  );
}

export interface FunnelCount {
  stage: FunnelStage;
  count: number;
}

export interface FunnelRow extends FunnelCount {
  /** How many of the stage before did not reach this one (0 on the first stage). */
  drop: number;
  /** `drop` as a share of the stage before, 0 to 1 (0 when the stage before is empty). */
  dropShare: number;
}

/** The drop at each stage of a funnel: what the stage before had and this one lost. */
export function funnelDrops(counts: readonly FunnelCount[]): FunnelRow[] {
  return counts.map((row, i) => {
    const before = i === 0 ? row.count : (counts[i - 1]?.count ?? 0);
    const drop = i === 0 ? 0 : Math.max(0, before - row.count);
    return { ...row, drop, dropShare: before > 0 ? drop / before : 0 };
  });
}

/** A document's age while it waits for the secretariat, in whole days: the buckets of its chart. */
export const WAITING_AGE_BUCKETS = [
  { id: 'days0to2', upTo: 2 },
  { id: 'days3to7', upTo: 7 },
  { id: 'days8to14', upTo: 14 },
  { id: 'days15plus', upTo: null },
] as const;
export type WaitingAgeBucket = (typeof WAITING_AGE_BUCKETS)[number]['id'];

export function waitingAgeBucket(days: number): WaitingAgeBucket {
  const found = WAITING_AGE_BUCKETS.find((b) => b.upTo !== null && days <= b.upTo);
  return found?.id ?? 'days15plus';
}

/** A share (0-1) of a count: 0 when there is nothing to share. */
export function shareOf(part: number, whole: number): number {
  return whole > 0 ? part / whole : 0;
}

// ---------------------------------------------------------------------------------------------
// Period

/** The period shown when none is asked: the last twelve weeks up to today. */
export const DEFAULT_PERIOD_DAYS = 84;
/** The longest period one request reads. */
export const MAX_PERIOD_DAYS = 731;

/**
 * How long a chart's figures are shared before they are read again on PostgreSQL (decision 91):
 * the page says when they were read. The embedded database keeps them until its next write.
 */
export const INSIGHT_FIGURES_KEPT_SECONDS = 60;

function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Days between two calendar dates (YYYY-MM-DD), `to` included: 1 for the same day. */
export function periodLength(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The period of a request: what it asks, the missing end filled from today (the school's day). */
export function insightPeriod(
  asked: { from?: string | undefined; to?: string | undefined },
  today: string,
): { from: string; to: string } {
  const to =
    asked.to ?? (asked.from && asked.from > today ? addDays(asked.from, DEFAULT_PERIOD_DAYS - 1) : today);
  const from = asked.from ?? addDays(to, -(DEFAULT_PERIOD_DAYS - 1));
  return { from, to };
}

/** A stage's status number as the insights name it (`STAGE_STATUS` of the internship). */
export function stageStatusId(status: number): string {
  const names: Record<number, string> = {
    0: 'stageDocuments',
    1: 'stagePreferences',
    3: 'stageDestination',
    4: 'stageOpenDocuments',
    5: 'stageOpenDestination',
    6: 'stageMidSurvey',
    7: 'stageEndSurvey',
  };
  return names[status] ?? 'stageNone';
}

/** An order line's status as the insights name it (the lines still to collect). */
export const PICKUP_STATUS_IDS = {
  Ordinato: 'ordered',
  Scontrinato: 'receipted',
  Notificato: 'notified',
} as const;
