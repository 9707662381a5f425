import type { InsightChart } from './insights.ts';

/**
 * What each chart shows: its tables, each a list of columns (the first is the row's label) and
 * how the chart draws it. The server fills the rows, the web app draws and labels them (its
 * `insights` catalogue, `tables.<table>.<column>`), the CSV takes the same columns.
 */
export type InsightColumnKind = 'label' | 'count' | 'share' | 'days' | 'cents' | 'date';
export type InsightDrawing = 'bar' | 'line' | 'none';

export interface InsightColumn {
  key: string;
  kind: InsightColumnKind;
}

export interface InsightTableDefinition {
  id: string;
  columns: readonly InsightColumn[];
  drawing: InsightDrawing;
  /** The columns drawn (numbers); the first column is the axis. */
  series: readonly string[];
}

const label = (key: string): InsightColumn => ({ key, kind: 'label' });
const count = (key: string): InsightColumn => ({ key, kind: 'count' });
const share = (key: string): InsightColumn => ({ key, kind: 'share' });
const days = (key: string): InsightColumn => ({ key, kind: 'days' });
const cents = (key: string): InsightColumn => ({ key, kind: 'cents' });

export const INSIGHT_TABLES = {
  funnel: [
    {
      id: 'funnel',
      columns: [label('stage'), count('current'), count('drop'), share('dropShare'), count('previous')],
      drawing: 'bar',
      series: ['current', 'previous'],
    },
  ],
  applications: [
    {
      id: 'applicationsWeekly',
      columns: [label('week'), count('applications')],
      drawing: 'line',
      series: ['applications'],
    },
    {
      id: 'applicationsByCountry',
      columns: [label('country'), count('applications')],
      drawing: 'bar',
      series: ['applications'],
    },
    {
      id: 'applicationsByHeardFrom',
      columns: [label('heardFrom'), count('applications')],
      drawing: 'bar',
      series: ['applications'],
    },
  ],
  secretariat: [
    {
      id: 'documentsWaiting',
      columns: [label('age'), count('documents')],
      drawing: 'bar',
      series: ['documents'],
    },
    {
      id: 'decisionTime',
      columns: [label('type'), count('decided'), days('medianDays'), count('waiting')],
      drawing: 'bar',
      series: ['medianDays'],
    },
    { id: 'refusals', columns: [label('reason'), count('refusals')], drawing: 'bar', series: ['refusals'] },
  ],
  attendance: [
    {
      id: 'attendanceRooms',
      columns: [
        label('classroom'),
        label('course'),
        count('lessons'),
        count('students'),
        share('averageShare'),
        count('underThreshold'),
      ],
      drawing: 'bar',
      series: ['averageShare'],
    },
    {
      id: 'attendanceUnder',
      columns: [
        label('student'),
        label('classroom'),
        label('course'),
        count('attended'),
        count('lessons'),
        share('share'),
      ],
      drawing: 'none',
      series: [],
    },
  ],
  bookings: [
    {
      id: 'bookingItems',
      columns: [
        label('item'),
        label('kind'),
        label('startsOn'),
        count('capacity'),
        count('booked'),
        share('fillRate'),
        count('waiting'),
        count('cancellations'),
      ],
      drawing: 'bar',
      series: ['booked', 'waiting', 'cancellations'],
    },
  ],
  shop: [
    {
      id: 'shopWeekly',
      columns: [label('week'), count('orders'), cents('salesCents'), cents('topUpCents')],
      drawing: 'bar',
      series: ['salesCents', 'topUpCents'],
    },
    {
      id: 'shopCategories',
      columns: [label('category'), count('quantity'), cents('salesCents')],
      drawing: 'bar',
      series: ['salesCents'],
    },
    { id: 'shopPickup', columns: [label('status'), count('orders')], drawing: 'bar', series: ['orders'] },
  ],
  internship: [
    { id: 'stageStatus', columns: [label('status'), count('stages')], drawing: 'bar', series: ['stages'] },
    {
      id: 'stageEditions',
      columns: [label('edition'), label('status'), count('stages')],
      drawing: 'none',
      series: [],
    },
  ],
  theses: [
    {
      id: 'thesesBudget',
      columns: [label('edition'), label('exam'), count('theses'), count('overBudget')],
      drawing: 'bar',
      series: ['theses', 'overBudget'],
    },
    {
      id: 'thesesOverBudget',
      columns: [label('student'), label('edition'), label('exam'), cents('totalCents'), cents('budgetCents')],
      drawing: 'none',
      series: [],
    },
  ],
} as const satisfies Record<InsightChart, readonly InsightTableDefinition[]>;

/** The definition of a chart's table by its id. */
export function insightTable(chart: InsightChart, id: string): InsightTableDefinition | undefined {
  return (INSIGHT_TABLES[chart] as readonly InsightTableDefinition[]).find((t) => t.id === id);
}
