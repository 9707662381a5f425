import '../../../test/setup';
import {
  type InsightAnswer,
  InsightAnswerSchema,
  type InsightEditionsResponse,
  InsightEditionsResponseSchema,
  type InsightTable,
} from '@school/domain/insights/contracts/insights';
import type { InsightChart } from '@school/domain/insights/insights';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Call, serveApi } from '../../../test/fake-api';
import { meWith } from '../../../test/me';
import { jsonResponse, renderWithApp, useLanguage } from '../../../test/render';
import InsightsPage from './insights-page';

const PATH = '/staff/insights';
const CHART_PATH = '/api/staff/insights/';
const EDITIONS_PATH = '/api/staff/insights/editions';
const NAMESPACES = ['insights', 'staff', 'candidate', 'errors'] as const;

const editions: InsightEditionsResponse = InsightEditionsResponseSchema.parse({
  editions: [
    { productCode: 'CUCINA-2027A', courseName: 'Cucina italiana', editionName: 'Marzo 2027' },
    { productCode: 'CUCINA-2026B', courseName: 'Cucina italiana', editionName: 'Settembre 2026' },
  ],
});

const COUNTRIES_IT = [
  { value: 'Brasile', name: 'Brasile', code: 'BR' },
  { value: 'Italia', name: 'Italia', code: 'IT' },
];
const COUNTRIES_EN = [
  { value: 'Brasile', name: 'Brazil', code: 'BR' },
  { value: 'Italia', name: 'Italy', code: 'IT' },
];

/** A chart's answer as the API gives it: the last twelve weeks unless told otherwise. */
const answer = (chart: InsightChart, tables: InsightTable[], values: Partial<InsightAnswer> = {}) =>
  InsightAnswerSchema.parse({
    chart,
    edition: null,
    previousEdition: null,
    from: '2026-09-07',
    to: '2026-11-29',
    asOf: '2026-11-29T17:40:00.000Z',
    tables,
    ...values,
  });

/** Serves the editions and, for each chart asked, what `charts` answers (no figures otherwise). */
function serve(
  permissions: string[],
  charts: Partial<Record<InsightChart, InsightAnswer | (() => Response)>> = {},
) {
  return serveApi({
    me: meWith(['Dipendente'], permissions),
    handle: ({ path, search }) => {
      if (path === EDITIONS_PATH) return jsonResponse(200, editions);
      if (path === '/api/reference/countries')
        return jsonResponse(200, { items: search.includes('locale=en') ? COUNTRIES_EN : COUNTRIES_IT });
      if (!path.startsWith(CHART_PATH)) return undefined;
      const chart = path.slice(CHART_PATH.length) as InsightChart;
      const found = charts[chart];
      if (typeof found === 'function') return found();
      return jsonResponse(200, found ?? answer(chart, []));
    },
  });
}

/** The charts the page asked the API for, in order. */
const chartCalls = (calls: readonly Call[]) =>
  calls.filter((c) => c.path.startsWith(CHART_PATH) && c.path !== EDITIONS_PATH);

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

/** A select's input by its label (its open list shares the label). */
const input = (label: RegExp) =>
  screen.getAllByLabelText(label).find((element) => element.tagName === 'INPUT') as HTMLInputElement;

/** The row of `table` whose first cell reads `label`. */
const rowOf = (table: HTMLElement, label: string) =>
  within(table).getByText(label).closest('tr') as HTMLElement;

/** The cells of a row, as read. */
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

const funnel = answer(
  'funnel',
  [
    {
      id: 'funnel',
      rows: [
        { stage: 'accounts', current: 12_345, drop: 0, dropShare: 0, previous: 10_000 },
        { stage: 'started', current: 8000, drop: 4345, dropShare: 0.352, previous: null },
      ],
    },
  ],
  { edition: 'CUCINA-2027A', previousEdition: 'CUCINA-2026B' },
);

const secretariat = answer('secretariat', [
  { id: 'documentsWaiting', rows: [{ age: 'days0to2', documents: 3 }] },
  {
    id: 'decisionTime',
    rows: [
      { type: 'IT_CodiceFiscale', decided: 4, medianDays: 3.5, waiting: 2 },
      { type: 'IT_Permesso', decided: 0, medianDays: null, waiting: 1 },
      { type: 'IT_Diploma', decided: 1, medianDays: 12, waiting: 0 },
    ],
  },
  { id: 'refusals', rows: [{ reason: 'Illeggibile', refusals: 2 }] },
]);

const shop = answer('shop', [
  {
    id: 'shopWeekly',
    rows: [{ week: '2026-11-23', orders: 1500, salesCents: 1_234_567, topUpCents: 50_000 }],
  },
]);

describe('the insights', () => {
  it('shows Amministrazione every chart, in order, and opens the first (Italian)', async () => {
    await useLanguage('it', [...NAMESPACES]);
    const calls = serve(['Amministrazione']);
    renderWithApp(<InsightsPage />, { path: PATH });
    expect(await screen.findByRole('heading', { level: 1, name: 'Andamento' })).toBeTruthy();
    await waitFor(() =>
      expect(tabNames()).toEqual([
        'Ammissioni',
        'Candidature nel tempo',
        'Segreteria',
        'Presenze',
        'Prenotazioni',
        'Negozio e ricariche',
        'Stage',
        'Tesi',
      ]),
    );
    expect(screen.getByRole('tab', { name: 'Ammissioni' }).getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(chartCalls(calls).map((c) => c.path)).toEqual([`${CHART_PATH}funnel`]));
  });

  it("shows Segreteria only its area's charts, even when the address names another (English)", async () => {
    await useLanguage('en', [...NAMESPACES]);
    const calls = serve(['Segreteria']);
    renderWithApp(<InsightsPage />, { path: `${PATH}?chart=shop` });
    await waitFor(() => expect(tabNames()).toEqual(['Admissions', 'Applications over time', 'Secretariat']));
    expect(screen.getByRole('tab', { name: 'Admissions' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findAllByText('No figures for these filters.')).toHaveLength(1);
    expect(chartCalls(calls).map((c) => c.path)).toEqual([`${CHART_PATH}funnel`]);
  });

  it('shows a chart the other areas only to their own permission', async () => {
    await useLanguage('en', [...NAMESPACES]);
    const calls = serve(['Didattica']);
    renderWithApp(<InsightsPage />, { path: PATH });
    await waitFor(() => expect(tabNames()).toEqual(['Attendance']));
    await waitFor(() => expect(chartCalls(calls).map((c) => c.path)).toEqual([`${CHART_PATH}attendance`]));
  });

  it("shows a chart's rows in a table named by its title, numbers in Italian", async () => {
    await useLanguage('it', [...NAMESPACES]);
    serve(['Amministrazione'], { funnel, shop });
    renderWithApp(<InsightsPage />, { path: PATH });
    const table = await screen.findByRole('table', { name: "Dall'account all'iscrizione" });
    expect(cells(rowOf(table, 'Account creati'))).toEqual(['Account creati', '12.345', '0', '0%', '10.000']);
    expect(cells(rowOf(table, 'Candidatura iniziata'))).toEqual([
      'Candidatura iniziata',
      '8000',
      '4345',
      '35,2%',
      '—',
    ]);
    expect(
      screen.getByText('Edizione CUCINA-2027A a confronto con la precedente, CUCINA-2026B.', {
        exact: false,
      }),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Negozio e ricariche' }));
    const weekly = await screen.findByRole('table', { name: 'Vendite e ricariche per settimana' });
    expect(cells(rowOf(weekly, '2026-11-23'))).toEqual([
      '2026-11-23',
      '1500',
      '€\u00a012.345,67',
      '€\u00a0500,00',
    ]);
  });

  it('shows the figures in English: shares and counts, the euros as everywhere in the portal', async () => {
    await useLanguage('en', [...NAMESPACES]);
    serve(['Amministrazione'], { funnel, shop });
    renderWithApp(<InsightsPage />, { path: PATH });
    const table = await screen.findByRole('table', { name: 'From account to enrolment' });
    expect(cells(rowOf(table, 'Accounts created'))).toEqual([
      'Accounts created',
      '12,345',
      '0',
      '0%',
      '10,000',
    ]);
    expect(cells(rowOf(table, 'Application started'))).toEqual([
      'Application started',
      '8,000',
      '4,345',
      '35.2%',
      '—',
    ]);
    fireEvent.click(screen.getByRole('tab', { name: 'Shop and top-ups' }));
    const weekly = await screen.findByRole('table', { name: 'Sales and top-ups per week' });
    // Currency is euro with the Italian number format, whatever the language (as the shop shows it).
    expect(cells(rowOf(weekly, '2026-11-23'))).toEqual([
      '2026-11-23',
      '1,500',
      '€\u00a012.345,67',
      '€\u00a0500,00',
    ]);
  });

  it('shows days and document types by their names in English, never the raw code', async () => {
    await useLanguage('en', [...NAMESPACES]);
    serve(['Segreteria'], { secretariat });
    renderWithApp(<InsightsPage />, { path: `${PATH}?chart=secretariat` });
    const table = await screen.findByRole('table', { name: 'From upload to decision, by document type' });
    expect(cells(rowOf(table, 'Tax code'))).toEqual(['Tax code', '4', '3.5 days', '2']);
    expect(cells(rowOf(table, 'Residence permit'))).toEqual(['Residence permit', '0', '—', '1']);
    expect(cells(rowOf(table, 'Diploma'))).toEqual(['Diploma', '1', '12 days', '0']);
    expect(within(table).queryByText(/IT_|CodiceFiscale|Codice Fiscale/)).toBeNull();
    const waiting = screen.getByRole('table', { name: 'Documents awaiting validation, by time waited' });
    expect(cells(rowOf(waiting, '0-2 days'))).toEqual(['0-2 days', '3']);
    const refusals = screen.getByRole('table', { name: 'Documents refused by reason' });
    expect(cells(rowOf(refusals, 'Illeggibile'))).toEqual(['Illeggibile', '2']);
  });

  it.each([
    ['en', 'By country of residence', ['Italy', 'Brazil']],
    ['it', 'Per paese di residenza', ['Italia', 'Brasile']],
  ] as const)(
    'names the countries in the page language (%s), never by their stored key',
    async (language, name, countries) => {
      await useLanguage(language, [...NAMESPACES]);
      const applications = answer('applications', [
        { id: 'applicationsWeekly', rows: [] },
        {
          id: 'applicationsByCountry',
          rows: [
            { country: 'Italia', applications: 2 },
            { country: 'Brasile', applications: 1 },
          ],
        },
        { id: 'applicationsByHeardFrom', rows: [] },
      ]);
      serve(['Segreteria'], { applications });
      renderWithApp(<InsightsPage />, { path: `${PATH}?chart=applications` });
      const table = await screen.findByRole('table', { name });
      await waitFor(() => expect(cells(rowOf(table, countries[0]))).toEqual([countries[0], '2']));
      expect(cells(rowOf(table, countries[1]))).toEqual([countries[1], '1']);
    },
  );

  it("shows document types by the candidate catalogue's Italian names", async () => {
    await useLanguage('it', [...NAMESPACES]);
    serve(['Segreteria'], { secretariat });
    renderWithApp(<InsightsPage />, { path: `${PATH}?chart=secretariat` });
    const table = await screen.findByRole('table', {
      name: 'Dal caricamento alla decisione, per tipo di documento',
    });
    expect(cells(rowOf(table, 'Codice fiscale'))).toEqual(['Codice fiscale', '4', '3,5 gg', '2']);
    expect(cells(rowOf(table, 'Permesso di soggiorno'))).toEqual(['Permesso di soggiorno', '0', '—', '1']);
    expect(within(table).queryByText(/IT_|Codice Fiscale/)).toBeNull();
  });

  it('links each CSV to the edition and period the page shows, in its language', async () => {
    await useLanguage('it', [...NAMESPACES]);
    serve(['Segreteria'], { funnel });
    renderWithApp(<InsightsPage />, { path: PATH });
    // No edition asked: the funnel shows the newest, and its CSV asks for that one.
    expect(await screen.findByText('Periodo: dal 7 settembre 2026 al 29 novembre 2026')).toBeTruthy();
    // When the figures were read, on the school's clock.
    expect(screen.getByText('Dati aggiornati alle 18:40')).toBeTruthy();
    const link = screen.getByRole('link', { name: "Scarica CSV: Dall'account all'iscrizione" });
    const url = new URL(link.getAttribute('href') ?? '', 'http://localhost');
    expect(url.pathname).toBe('/api/staff/insights/funnel/funnel.csv');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      edition: 'CUCINA-2027A',
      from: '2026-09-07',
      to: '2026-11-29',
      lang: 'it',
    });
  });

  it('links the CSV to the edition and period of the address (English)', async () => {
    await useLanguage('en', [...NAMESPACES]);
    serve(['Segreteria'], {
      secretariat: answer('secretariat', [], {
        edition: 'CUCINA-2026B',
        from: '2026-10-01',
        to: '2026-10-31',
      }),
    });
    renderWithApp(<InsightsPage />, {
      path: `${PATH}?chart=secretariat&edition=CUCINA-2026B&from=2026-10-01&to=2026-10-31`,
    });
    expect(await screen.findByText('Period: 1 October 2026 to 31 October 2026')).toBeTruthy();
    expect(screen.getByText('Figures as of 18:40')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Download CSV: Documents refused by reason' });
    const url = new URL(link.getAttribute('href') ?? '', 'http://localhost');
    expect(url.pathname).toBe('/api/staff/insights/secretariat/refusals.csv');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      edition: 'CUCINA-2026B',
      from: '2026-10-01',
      to: '2026-10-31',
      lang: 'en',
    });
  });

  it('keeps the chart and the edition chosen in the address and asks for them', async () => {
    await useLanguage('en', [...NAMESPACES]);
    const calls = serve(['Amministrazione']);
    const { router } = renderWithApp(<InsightsPage />, { path: PATH });
    fireEvent.click(await screen.findByRole('tab', { name: 'Shop and top-ups' }));
    await waitFor(() => expect(router.state.location.search).toBe('?chart=shop'));
    await waitFor(() => expect(chartCalls(calls).some((c) => c.path === `${CHART_PATH}shop`)).toBe(true));

    fireEvent.click(input(/^Edition$/));
    fireEvent.click(await screen.findByRole('option', { name: 'CUCINA-2026B · Cucina italiana' }));
    await waitFor(() => expect(router.state.location.search).toBe('?chart=shop&edition=CUCINA-2026B'));
    await waitFor(() =>
      expect(
        chartCalls(calls).some((c) => c.path === `${CHART_PATH}shop` && c.search === '?edition=CUCINA-2026B'),
      ).toBe(true),
    );
  });

  it('opens with the chart and edition of its address', async () => {
    await useLanguage('it', [...NAMESPACES]);
    const calls = serve(['Amministrazione']);
    renderWithApp(<InsightsPage />, { path: `${PATH}?chart=theses&edition=CUCINA-2027A` });
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Tesi' }).getAttribute('aria-selected')).toBe('true'),
    );
    await waitFor(() => expect(input(/^Edizione$/).value).toBe('CUCINA-2027A · Cucina italiana'));
    expect(chartCalls(calls).map((c) => `${c.path}${c.search}`)).toEqual([
      `${CHART_PATH}theses?edition=CUCINA-2027A`,
    ]);
  });

  it('says when there are no figures for the filters (Italian)', async () => {
    await useLanguage('it', [...NAMESPACES]);
    serve(['Segreteria'], { funnel: answer('funnel', [{ id: 'funnel', rows: [] }]) });
    renderWithApp(<InsightsPage />, { path: PATH });
    expect(await screen.findByText('Nessuna edizione da mostrare.')).toBeTruthy();
    const card = screen.getByRole('region', { name: "Dall'account all'iscrizione" });
    expect(within(card).getByRole('table', { name: "Dall'account all'iscrizione" })).toBeTruthy();
    expect(within(card).getByText('Nessun dato per questi filtri.')).toBeTruthy();
    // No picture of nothing.
    expect(screen.queryByRole('img', { name: /Grafico/ })).toBeNull();
  });

  it("shows the API's refusal in the page's words (English)", async () => {
    await useLanguage('en', [...NAMESPACES]);
    serve(['Segreteria'], {
      funnel: () => jsonResponse(400, { error: { code: 'insights.periodTooLong', message: 'x' } }),
    });
    renderWithApp(<InsightsPage />, { path: `${PATH}?from=2020-01-01&to=2026-11-29` });
    expect((await screen.findByRole('alert')).textContent).toBe('The period is too long: two years at most.');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
