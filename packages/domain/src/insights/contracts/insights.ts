import { z } from 'zod';
import { isProductCode } from '../../application/steps.ts';
import { staffDate } from '../../staff/contracts/fields.ts';
import { INSIGHT_CSV_LANGUAGES } from '../csv.ts';
import { INSIGHT_CHART_NAMES, type InsightChart, MAX_PERIOD_DAYS, periodLength } from '../insights.ts';

/**
 * GET /api/staff/insights/:chart?edition=&from=&to= and its CSV (…/:chart.csv). `edition` (a
 * product code, "CUCINA-2027A") narrows the charts that have one; `from` and `to` the period
 * (days on the school's clock, both included; the last twelve weeks when not given, at most two
 * years).
 */
const insightsFilters = {
  edition: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .refine((v) => v === undefined || isProductCode(v), { error: 'application.invalidProduct' }),
  from: staffDate.optional(),
  to: staffDate.optional(),
};

type Filters = { from?: string | undefined; to?: string | undefined };
const inOrder = (q: Filters) => !q.from || !q.to || q.from <= q.to;
const notTooLong = (q: Filters) => !q.from || !q.to || periodLength(q.from, q.to) <= MAX_PERIOD_DAYS;

export const InsightsQuerySchema = z
  .strictObject(insightsFilters)
  .refine(inOrder, { error: 'candidate.invalidDate', path: ['to'] })
  .refine(notTooLong, { error: 'insights.periodTooLong', path: ['from'] });
export type InsightsQuery = z.infer<typeof InsightsQuerySchema>;

/** The CSV of one table: the same filters and the language of its headers. */
export const InsightsCsvQuerySchema = z
  .strictObject({
    ...insightsFilters,
    lang: z.enum(INSIGHT_CSV_LANGUAGES, { error: 'request.invalid' }).default('it'),
  })
  .refine(inOrder, { error: 'candidate.invalidDate', path: ['to'] })
  .refine(notTooLong, { error: 'insights.periodTooLong', path: ['from'] });
export type InsightsCsvQuery = z.infer<typeof InsightsCsvQuerySchema>;

export const InsightTableParamsSchema = z.object({
  chart: z.enum(INSIGHT_CHART_NAMES as [InsightChart, ...InsightChart[]], { error: 'request.invalid' }),
  table: z.string().max(40),
});

export const InsightChartParamsSchema = z.object({
  chart: z.enum(INSIGHT_CHART_NAMES as [InsightChart, ...InsightChart[]], { error: 'request.invalid' }),
});

/** A cell: a label (text), a number (count, share 0-1, days, cents) or nothing. */
export const InsightCellSchema = z.union([z.string(), z.number(), z.null()]);

export const InsightTableSchema = z.object({
  /** The table's id in the chart's definition (`INSIGHT_TABLES`). */
  id: z.string(),
  rows: z.array(z.record(z.string(), InsightCellSchema)),
});
export type InsightTable = z.infer<typeof InsightTableSchema>;

export const InsightAnswerSchema = z.object({
  chart: z.string(),
  /** The edition the figures are of (null: every edition). */
  edition: z.string().nullable(),
  /** The funnel's previous intake: the edition of the same course before this one. */
  previousEdition: z.string().nullable(),
  from: z.string(),
  to: z.string(),
  /** When the figures were read (ISO instant): they may be up to `INSIGHT_FIGURES_KEPT_SECONDS` old. */
  asOf: z.string(),
  tables: z.array(InsightTableSchema),
});
export type InsightAnswer = z.infer<typeof InsightAnswerSchema>;

/** GET /api/staff/insights/editions — the editions the filter offers, newest first. */
export const InsightEditionsResponseSchema = z.object({
  editions: z.array(z.object({ productCode: z.string(), courseName: z.string(), editionName: z.string() })),
});
export type InsightEditionsResponse = z.infer<typeof InsightEditionsResponseSchema>;
