import { describe, expect, it } from 'vitest';
import type { AccessSubject } from '../access/subject.ts';
import {
  FUNNEL_STAGES,
  funnelDrops,
  INSIGHT_CHART_NAMES,
  insightCharts,
  insightPeriod,
  isAccepted,
  isEnrolled,
  mayReadInsight,
  periodLength,
  waitingAgeBucket,
} from './insights.ts';
import { INSIGHT_TABLES } from './tables.ts';

const staff = (...webappPermissions: string[]): AccessSubject =>
  ({ categories: ['Dipendente'], webappPermissions }) as unknown as AccessSubject;

describe('who reads which chart', () => {
  it.each([
    { who: 'Amministrazione', subject: staff('Amministrazione'), charts: INSIGHT_CHART_NAMES },
    { who: 'Segreteria', subject: staff('Segreteria'), charts: ['funnel', 'applications', 'secretariat'] },
    { who: 'Didattica', subject: staff('Didattica'), charts: ['attendance'] },
    {
      who: 'Prenotazioni and Negozio',
      subject: staff('Prenotazioni', 'Negozio'),
      charts: ['bookings', 'shop'],
    },
    { who: 'Stage', subject: staff('Stage'), charts: ['internship'] },
    { who: 'Tesi', subject: staff('Tesi'), charts: ['theses'] },
    { who: 'Interventi (no chart of its own)', subject: staff('Interventi'), charts: [] },
    { who: 'a visitor', subject: null, charts: [] },
    {
      who: 'a student holding a staff permission name',
      subject: {
        categories: ['Studente'],
        webappPermissions: ['Amministrazione'],
      } as unknown as AccessSubject,
      charts: [],
    },
  ] as { who: string; subject: AccessSubject | null; charts: readonly string[] }[])(
    '$who',
    ({ subject, charts }) => {
      expect(insightCharts(subject)).toEqual(charts);
      for (const chart of INSIGHT_CHART_NAMES)
        expect(mayReadInsight(subject, chart)).toBe(charts.includes(chart));
    },
  );
});

describe('the funnel: what each stage lost', () => {
  it('counts the drop from the stage before and its share', () => {
    const rows = funnelDrops([
      { stage: 'accounts', count: 10 },
      { stage: 'started', count: 8 },
      { stage: 'registry', count: 8 },
      { stage: 'studies', count: 0 },
      { stage: 'fee', count: 0 },
    ]);
    expect(rows.map((r) => [r.drop, r.dropShare])).toEqual([
      [0, 0],
      [2, 0.2],
      [0, 0],
      [8, 1],
      [0, 0],
    ]);
  });

  it('never counts a negative drop (records from the CRM may skip a stage)', () => {
    expect(
      funnelDrops([
        { stage: 'accounts', count: 1 },
        { stage: 'started', count: 3 },
      ])[1],
    ).toMatchObject({
      drop: 0,
      dropShare: 0,
    });
  });

  it('ends on accepted and enrolled', () => {
    expect(FUNNEL_STAGES.slice(-3)).toEqual(['submitted', 'accepted', 'enrolled']);
  });

  it.each([
    { status: 'Ammesso', enrolment: null, accepted: true, enrolled: false },
    { status: ' ISCRITTO ', enrolment: null, accepted: true, enrolled: true },
    { status: 'In valutazione', enrolment: 'OK', accepted: false, enrolled: true },
    { status: 'Non ammesso', enrolment: 'Attendere', accepted: false, enrolled: false },
    { status: null, enrolment: null, accepted: false, enrolled: false },
  ])('status $status, enrolment $enrolment', ({ status, enrolment, accepted, enrolled }) => {
    expect(isAccepted(status)).toBe(accepted);
    expect(isEnrolled(status, enrolment)).toBe(enrolled);
  });
});

describe('documents waiting: age buckets', () => {
  it.each([
    [0, 'days0to2'],
    [2, 'days0to2'],
    [3, 'days3to7'],
    [7, 'days3to7'],
    [14, 'days8to14'],
    [15, 'days15plus'],
    [400, 'days15plus'],
  ] as const)('%i days → %s', (days, bucket) => {
    expect(waitingAgeBucket(days)).toBe(bucket);
  });
});

describe('the period', () => {
  it.each([
    { asked: {}, period: { from: '2026-09-08', to: '2026-11-30' } },
    { asked: { from: '2026-01-01' }, period: { from: '2026-01-01', to: '2026-11-30' } },
    { asked: { to: '2026-03-31' }, period: { from: '2026-01-07', to: '2026-03-31' } },
    { asked: { from: '2027-01-01' }, period: { from: '2027-01-01', to: '2027-03-25' } },
    { asked: { from: '2026-02-01', to: '2026-02-10' }, period: { from: '2026-02-01', to: '2026-02-10' } },
  ])('$asked → $period', ({ asked, period }) => {
    const answer = insightPeriod(asked, '2026-11-30');
    expect(answer).toEqual(period);
    expect(periodLength(answer.from, answer.to)).toBeGreaterThan(0);
  });

  it('counts both ends', () => {
    expect(periodLength('2026-01-01', '2026-01-01')).toBe(1);
    expect(periodLength('2026-01-01', '2026-12-31')).toBe(365);
  });
});

describe('every chart has its tables, each drawn from its own columns', () => {
  it.each(INSIGHT_CHART_NAMES)('%s', (chart) => {
    const tables = INSIGHT_TABLES[chart];
    expect(tables.length).toBeGreaterThan(0);
    for (const table of tables) {
      const keys = table.columns.map((c) => c.key);
      expect(table.columns[0]?.kind).toBe('label');
      for (const series of table.series) expect(keys).toContain(series);
    }
  });
});
