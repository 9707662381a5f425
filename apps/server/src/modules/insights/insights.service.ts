import { schoolToday } from '@school/domain/attendance/school-day';
import type { InsightAnswer, InsightsQuery, InsightTable } from '@school/domain/insights/contracts/insights';
import { INSIGHT_CSV_HEADERS, type InsightCsvLanguage, insightCsvCell } from '@school/domain/insights/csv';
import {
  FUNNEL_STAGES,
  funnelDrops,
  INSIGHT_FIGURES_KEPT_SECONDS,
  type InsightChart,
  insightPeriod,
  PICKUP_STATUS_IDS,
  shareOf,
  stageStatusId,
  WAITING_AGE_BUCKETS,
} from '@school/domain/insights/insights';
import { insightTable } from '@school/domain/insights/tables';
import { isOverBudget } from '@school/domain/thesis/dishes';
import type { Db } from '../../db/client.ts';
import { keptUntilWrite } from '../../db/kept-until-write.ts';
import { notFound } from '../../lib/app-error.ts';
import { toCsv } from '../../lib/csv.ts';
import { countryName } from '../reference/reference-data.ts';
import * as repo from './insights.repository.ts';

type Cell = string | number | null;
type Rows = Record<string, Cell>[];

interface Scope {
  edition: string | undefined;
  period: repo.Period;
}

/** Each chart's tables, read from the database for a scope. */
const READERS: Record<
  InsightChart,
  (
    db: Db,
    scope: Scope,
  ) => Promise<{ tables: InsightTable[]; edition?: string | null; previousEdition?: string | null }>
> = {
  funnel: async (db, { edition: asked }) => {
    const edition = asked ?? (await repo.newestEdition(db));
    if (!edition) return { tables: [{ id: 'funnel', rows: [] }], edition: null, previousEdition: null };
    const previousEdition = await repo.previousEdition(db, edition);
    const [current, previous] = await Promise.all([
      repo.funnel(db, edition),
      previousEdition ? repo.funnel(db, previousEdition) : null,
    ]);
    const rows = funnelDrops(FUNNEL_STAGES.map((stage) => ({ stage, count: current[stage] }))).map((row) => ({
      stage: row.stage,
      current: row.count,
      drop: row.drop,
      dropShare: row.dropShare,
      previous: previous ? previous[row.stage] : null,
    }));
    return { tables: [{ id: 'funnel', rows }], edition, previousEdition };
  },

  applications: async (db, { edition, period }) => {
    const [weekly, countries, heardFrom] = await Promise.all([
      repo.applicationsPerWeek(db, period, edition),
      repo.applicationsBy(db, 'country', period, edition),
      repo.applicationsBy(db, 'heard_from', period, edition),
    ]);
    return {
      tables: [
        { id: 'applicationsWeekly', rows: weekly },
        {
          id: 'applicationsByCountry',
          rows: countries.map((r) => ({ country: r.value, applications: r.applications })),
        },
        {
          id: 'applicationsByHeardFrom',
          rows: heardFrom.map((r) => ({ heardFrom: r.value, applications: r.applications })),
        },
      ],
    };
  },

  secretariat: async (db, { edition, period }) => {
    const [waiting, times, refused] = await Promise.all([
      repo.documentsWaiting(db, edition),
      repo.decisionTimes(db, period, edition),
      repo.refusals(db, period, edition),
    ]);
    // Every bucket, in order, even an empty one: the chart's axis stays the same.
    const byAge = WAITING_AGE_BUCKETS.map((b) => ({
      age: b.id,
      documents: waiting.find((w) => w.age === b.id)?.documents ?? 0,
    }));
    return {
      tables: [
        { id: 'documentsWaiting', rows: byAge },
        { id: 'decisionTime', rows: times },
        { id: 'refusals', rows: refused },
      ],
    };
  },

  attendance: async (db, { edition, period }) => {
    const [rooms, under] = await Promise.all([
      repo.attendanceRooms(db, period, edition),
      repo.attendanceUnder(db, period, edition),
    ]);
    return {
      tables: [
        { id: 'attendanceRooms', rows: rooms },
        { id: 'attendanceUnder', rows: under },
      ],
    };
  },

  bookings: async (db, { edition, period }) => {
    const items = await repo.bookingItems(db, period, edition);
    return {
      tables: [
        {
          id: 'bookingItems',
          rows: items.map((i) => ({ ...i, fillRate: shareOf(i.booked, i.capacity) })),
        },
      ],
    };
  },

  shop: async (db, { period }) => {
    const [weekly, categories, pickup] = await Promise.all([
      repo.shopWeekly(db, period),
      repo.shopCategories(db, period),
      repo.shopPickup(db),
    ]);
    const waiting = Object.entries(PICKUP_STATUS_IDS).map(([status, id]) => ({
      status: id,
      orders: pickup.find((p) => p.status === status)?.orders ?? 0,
    }));
    return {
      tables: [
        { id: 'shopWeekly', rows: weekly },
        { id: 'shopCategories', rows: categories },
        { id: 'shopPickup', rows: waiting },
      ],
    };
  },

  internship: async (db, { edition }) => {
    const states = await repo.stageStates(db, edition);
    const totals = new Map<string, number>();
    // Every edition's stages summed per status, in the statuses' order.
    for (const row of [...states].sort((a, b) => a.status - b.status)) {
      const id = stageStatusId(row.status);
      totals.set(id, (totals.get(id) ?? 0) + row.stages);
    }
    return {
      tables: [
        { id: 'stageStatus', rows: [...totals].map(([status, stages]) => ({ status, stages })) },
        {
          id: 'stageEditions',
          rows: states.map((r) => ({
            edition: r.edition,
            status: stageStatusId(r.status),
            stages: r.stages,
          })),
        },
      ],
    };
  },

  theses: async (db, { edition }) => {
    const theses = await repo.thesisTotals(db, edition);
    const over = theses.filter((t) => isOverBudget(t.totalCents, t.budgetCents));
    const groups = new Map<string, { edition: string; exam: string; theses: number; overBudget: number }>();
    for (const t of theses) {
      const key = `${t.edition}\u0000${t.exam}`;
      const group = groups.get(key) ?? { edition: t.edition, exam: t.exam, theses: 0, overBudget: 0 };
      group.theses += 1;
      if (isOverBudget(t.totalCents, t.budgetCents)) group.overBudget += 1;
      groups.set(key, group);
    }
    return {
      tables: [
        { id: 'thesesBudget', rows: [...groups.values()] },
        { id: 'thesesOverBudget', rows: over },
      ],
    };
  },
};

/** A chart's figures for the filters asked (the period defaults to the last twelve weeks). */
export async function readInsight(
  db: Db,
  chart: InsightChart,
  query: InsightsQuery,
  now: Date,
): Promise<InsightAnswer> {
  const period = insightPeriod(query, schoolToday(now.getTime()));
  // Aggregates over whole tables, shared by the requests that ask for them: on the embedded
  // database until its next write, on PostgreSQL for a minute (decision 91), with when they were read.
  const answer = await keptUntilWrite(
    db,
    JSON.stringify(['insights', chart, query.edition ?? null, period]),
    async () => ({
      ...(await READERS[chart](db, { edition: query.edition, period })),
      asOf: now.toISOString(),
    }),
    { onPostgresFor: INSIGHT_FIGURES_KEPT_SECONDS * 1000 },
  );
  return {
    chart,
    edition: answer.edition !== undefined ? answer.edition : (query.edition ?? null),
    previousEdition: answer.previousEdition ?? null,
    from: period.from,
    to: period.to,
    asOf: answer.asOf,
    tables: answer.tables.map((t) => ({ id: t.id, rows: t.rows as Rows })),
  };
}

/** One table of a chart as CSV, its headers and id values in the language asked. */
export async function insightCsv(
  db: Db,
  chart: InsightChart,
  tableId: string,
  query: InsightsQuery,
  language: InsightCsvLanguage,
  now: Date,
): Promise<{ fileName: string; csv: string }> {
  const definition = insightTable(chart, tableId);
  if (!definition) throw notFound();
  const answer = await readInsight(db, chart, query, now);
  const table = answer.tables.find((t) => t.id === tableId);
  // A country by its name in the language asked, as the page shows it.
  const cell = (key: string, value: Cell | undefined) =>
    key === 'country' && typeof value === 'string' && value !== '' ? countryName(language, value) : value;
  const rows = (table?.rows ?? []).map((row) =>
    definition.columns.map((c) => insightCsvCell(c.kind, c.key, cell(c.key, row[c.key]), language)),
  );
  const header = definition.columns.map((c) => INSIGHT_CSV_HEADERS[language][c.key] ?? c.key);
  const scope = answer.edition ? `${answer.edition}-` : '';
  return { fileName: `${tableId}-${scope}${answer.from}-${answer.to}.csv`, csv: toCsv(header, rows) };
}
