import '../../../test/setup';
import type { ListStagesResponse, StageAnswers } from '@school/domain/internship/contracts/staff-internship';
import { SURVEY_FORMS } from '@school/domain/survey/forms';
import { summariseSurvey } from '@school/domain/survey/summary';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { meWith } from '../../../test/me';
import { jsonResponse, renderWithApp, useLanguage } from '../../../test/render';
import AnswersPage from './answers-page';
import StagesPage from './stages-page';
import SurveysPage, { definitionProblems } from './surveys-page';

const EDITIONS = {
  items: [
    {
      productCode: 'CUCINA-2026B',
      courseName: 'Corso Superiore di Cucina Italiana',
      editionName: '2026B',
      startsOn: '2026-01-12',
      enrolments: 3,
      stages: 2,
    },
  ],
};

/** The fake API: `routes` answer by address (the start of it), every request is kept. */
function server(routes: Record<string, (init?: RequestInit) => Response>) {
  const requests: Array<{ url: string; method: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      requests.push({
        url,
        method: init?.method ?? 'GET',
        body: init?.body ? JSON.parse(String(init.body)) : null,
      });
      if (url === '/api/auth/csrf') return jsonResponse(200, { token: 't' });
      if (url === '/api/me') return jsonResponse(200, { user: meWith(['Dipendente'], ['Stage']) });
      if (url === '/api/staff/internship/editions') return jsonResponse(200, EDITIONS);
      const match = Object.keys(routes)
        .sort((a, b) => b.length - a.length)
        .find((prefix) => url.startsWith(prefix));
      if (match) return routes[match]!(init);
      return jsonResponse(404, { error: { code: 'request.notFound', message: 'x' } });
    }),
  );
  return requests;
}

/**
 * The table shows a column while its media query matches; a column without one asks for the empty
 * query, which matches everywhere (CSSOM). The shared stub answers false to every query.
 */
const stubbedMatchMedia = window.matchMedia;
beforeEach(() => {
  window.matchMedia = (query: string) => ({ ...stubbedMatchMedia(query), matches: query.trim() === '' });
});
afterEach(() => {
  window.matchMedia = stubbedMatchMedia;
  vi.unstubAllGlobals();
});

const BOARD: ListStagesResponse = {
  items: [
    {
      enrolmentId: 'e1',
      stageId: null,
      student: { id: 'u1', firstName: 'Giulia', lastName: 'Amato', email: 'giulia@example.com' },
      status: 99,
      hostCompany: null,
      city: null,
      tutorName: null,
      periodFrom: null,
      periodTo: null,
      formsCompleted: { preferences: false, midSurvey: false, endSurvey: false },
      hasDossier: false,
    },
    {
      enrolmentId: 'e2',
      stageId: 's2',
      student: { id: 'u2', firstName: 'Luca', lastName: 'Bianchi', email: 'luca@example.com' },
      status: 6,
      hostCompany: 'Trattoria Al Cappello',
      city: 'Parma',
      tutorName: 'Giovanni Ferrari',
      periodFrom: '2026-03-02',
      periodTo: '2026-06-30',
      formsCompleted: { preferences: true, midSurvey: true, endSurvey: false },
      hasDossier: false,
    },
  ],
  total: 2,
  page: 1,
  pageSize: 50,
};

describe('the stage board', () => {
  it("shows the first edition's stages, filters by status through the server, creates a missing stage", async () => {
    await useLanguage('it', ['internship', 'staff', 'errors']);
    const requests = server({
      '/api/staff/internship/stages?': () => jsonResponse(200, BOARD),
      '/api/staff/internship/stages': () =>
        jsonResponse(409, { error: { code: 'internship.stageExists', message: 'x' } }),
      '/api/staff/internship/editions/CUCINA-2026B/documents': () => jsonResponse(200, { items: [] }),
    });
    const user = userEvent.setup();
    renderWithApp(<StagesPage />, { path: '/staff/internship' });
    expect(await screen.findByText('Trattoria Al Cappello')).toBeTruthy();
    const table = screen.getByRole('table', { name: "Stage dell'edizione CUCINA-2026B" });
    expect(within(table).getByText('Preferenze, Questionario intermedio')).toBeTruthy();
    expect(within(table).getByText('99 · Nessuno stage')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'Bianchi Luca' }).getAttribute('href')).toBe(
      '/staff/internship/stages/s2',
    );
    expect(requests.some((r) => r.url.includes('edition=CUCINA-2026B'))).toBe(true);

    await user.click(screen.getByRole('combobox', { name: 'Stato dello stage' }));
    await user.click(await screen.findByRole('option', { name: '6 · Questionario intermedio' }));
    await waitFor(() => expect(requests.some((r) => r.url.includes('status=6'))).toBe(true));

    await user.click(screen.getByRole('button', { name: 'Crea lo stage di Giulia Amato' }));
    await waitFor(() =>
      expect(requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([{ enrolmentId: 'e1' }]),
    );
    expect(await screen.findByText('Questa iscrizione ha già uno stage.')).toBeTruthy();
    expect(
      screen.getByRole('heading', { name: "Documenti per tutti gli stage dell'edizione CUCINA-2026B" }),
    ).toBeTruthy();
  });
});

/** The ready definitions of each form, as the server answers them for a CUCINA edition. */
const READY = {
  preferences: {
    readyForms: ['preferences', 'csci', 'icpu2'],
    defaultForm: 'preferences',
    currentForm: 'preferences',
  },
  midSurvey: { readyForms: ['midterm'], defaultForm: 'midterm', currentForm: 'midterm' },
  endSurvey: { readyForms: ['endterm'], defaultForm: 'endterm', currentForm: 'endterm' },
} as const;

describe('the survey definitions page', () => {
  it("puts the CSCI form in an edition's preferences after a confirmation, and shows it in use", async () => {
    await useLanguage('it', ['internship', 'survey', 'staff', 'errors']);
    const definitions = (preferences: unknown, currentForm: string) => ({
      productCode: 'CUCINA-2026B',
      forms: [
        {
          form: 'preferences',
          stored: preferences,
          definition: preferences,
          ...READY.preferences,
          currentForm,
        },
        { form: 'midSurvey', stored: SURVEY_FORMS.midterm, definition: null, ...READY.midSurvey },
        { form: 'endSurvey', stored: SURVEY_FORMS.endterm, definition: null, ...READY.endSurvey },
      ],
      updatedAt: currentForm === 'csci' ? '2026-02-01T00:00:00.000Z' : '2026-01-01T00:00:00.000Z',
    });
    let current = definitions(SURVEY_FORMS.preferences, 'preferences');
    const requests = server({
      '/api/staff/internship/editions/CUCINA-2026B/surveys/preferences/reset': () => {
        current = definitions(SURVEY_FORMS.csci, 'csci');
        return jsonResponse(200, current);
      },
      '/api/staff/internship/editions/CUCINA-2026B/surveys': () => jsonResponse(200, current),
    });
    const user = userEvent.setup();
    renderWithApp(<SurveysPage />, { path: '/staff/internship/surveys' });
    const ready = await screen.findByRole('combobox', { name: 'Definizione pronta' });
    expect((ready as HTMLInputElement).value).toBe('Preferenze (generico) (predefinita del corso)');
    expect(screen.getByText('In uso: Preferenze (generico).')).toBeTruthy();
    await user.click(ready);
    await user.click(await screen.findByRole('option', { name: 'Preferenze CSCI' }));
    await user.click(screen.getByRole('button', { name: 'Usa la definizione pronta' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Usare Preferenze CSCI per il modulo Preferenze?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Usa la definizione pronta' }));
    await waitFor(() =>
      expect(requests.filter((r) => r.method === 'POST').map((r) => [r.url, r.body])).toEqual([
        ['/api/staff/internship/editions/CUCINA-2026B/surveys/preferences/reset', { ready: 'csci' }],
      ]),
    );
    expect(await screen.findByText('In uso: Preferenze CSCI.')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /Autovalutazione \(da 1 a 5\)/ })).toBeTruthy();
  });

  it('lists the problems of the JSON as it is typed, previews a valid definition and saves it', async () => {
    await useLanguage('it', ['internship', 'survey', 'staff', 'errors']);
    const definitions = {
      productCode: 'CUCINA-2026B',
      forms: [
        { form: 'preferences', stored: SURVEY_FORMS.preferences, definition: null, ...READY.preferences },
        { form: 'midSurvey', stored: null, definition: null, ...READY.midSurvey, currentForm: null },
        { form: 'endSurvey', stored: null, definition: null, ...READY.endSurvey, currentForm: null },
      ],
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    const requests = server({
      '/api/staff/internship/editions/CUCINA-2026B/surveys': () => jsonResponse(200, definitions),
    });
    const user = userEvent.setup();
    renderWithApp(<SurveysPage />, { path: '/staff/internship/surveys' });
    const editor = (await screen.findByRole('textbox', {
      name: 'Definizione (JSON)',
    })) as HTMLTextAreaElement;
    expect(editor.value).toContain('preferenzaGeografica');
    expect(screen.getByRole('radio', { name: 'Francese' })).toBeTruthy();

    fireEvent.change(editor, { target: { value: '[{"fieldName":"a","type":"radioButtons","label":"A"}' } });
    expect(await screen.findByText('definition: non è un JSON valido')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Salva la definizione' })).toHaveProperty('disabled', true);
    expect(screen.getByText("L'anteprima appare quando la definizione è valida.")).toBeTruthy();

    fireEvent.change(editor, { target: { value: '[{"fieldName":"a","type":"radioButtons","label":"A"}]' } });
    expect(await screen.findByText('definition.0.options: le opzioni mancano')).toBeTruthy();

    const valid = [{ fieldName: 'voto', type: 'text', label: 'Il tuo voto' }];
    fireEvent.change(editor, { target: { value: JSON.stringify(valid) } });
    expect(await screen.findByRole('textbox', { name: 'Il tuo voto' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Salva la definizione' }));
    await waitFor(() =>
      expect(requests.filter((r) => r.method === 'PUT').map((r) => [r.url, r.body])).toEqual([
        ['/api/staff/internship/editions/CUCINA-2026B/surveys/preferences', { definition: valid }],
      ]),
    );

    await user.click(screen.getByRole('radio', { name: 'Questionario intermedio' }));
    expect(await screen.findByText(/L'edizione non ha questo modulo/)).toBeTruthy();
  });

  it('definitionProblems reads the engine’s codes at their paths', () => {
    expect(definitionProblems('nope').problems).toEqual([{ path: 'definition', code: 'json' }]);
    expect(definitionProblems(JSON.stringify(SURVEY_FORMS.midterm)).problems).toEqual([]);
    expect(
      definitionProblems(
        JSON.stringify([
          { fieldName: 'a', type: 'text', label: 'A' },
          { fieldName: 'a', type: 'text', label: 'B' },
        ]),
      ).problems,
    ).toEqual([{ path: 'definition.1.fieldName', code: 'survey.fieldRepeated' }]);
  });
});

describe('the answers page', () => {
  it('shows the table, the CSV link and the summary with averages', async () => {
    await useLanguage('it', ['internship', 'survey', 'staff', 'errors']);
    const definition = SURVEY_FORMS.midterm as unknown as StageAnswers['definition'];
    const answers: StageAnswers = {
      productCode: 'CUCINA-2026B',
      form: 'midSurvey',
      definition,
      columns: [
        { fieldName: 'organisation', label: 'forms.midterm.organisation' },
        { fieldName: 'note', label: 'forms.midterm.note' },
      ],
      rows: [
        {
          stageId: 's1',
          student: { firstName: 'Luca', lastName: 'Bianchi', email: 'luca@example.com' },
          status: 6,
          answers: { organisation: '5', note: 'Ottimo' },
        },
        {
          stageId: 's2',
          student: { firstName: 'Anna', lastName: 'Rossi', email: 'anna@example.com' },
          status: 7,
          answers: { organisation: '2', note: '' },
        },
      ],
      summary: summariseSurvey(
        [
          {
            fieldName: 'organisation',
            type: 'radioButtons',
            label: 'forms.midterm.organisation',
            options: ['1', '2', '3', '4', '5'].map((value) => ({ value, label: `forms.scale.${value}` })),
            required: true,
            on: true,
            settings: {},
          },
        ],
        [{ organisation: '5' }, { organisation: '2' }],
      ),
    };
    server({
      '/api/staff/internship/editions/CUCINA-2026B/answers/midSurvey': () => jsonResponse(200, answers),
    });
    renderWithApp(<AnswersPage />, { path: '/staff/internship/answers' });
    expect(await screen.findByText('Bianchi Luca')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Risposte: Questionario intermedio' });
    expect(within(table).getByText('Ottimo')).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Organizzazione' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Scarica il CSV' }).getAttribute('href')).toBe(
      '/api/staff/internship/editions/CUCINA-2026B/answers/midSurvey/export.csv',
    );
    expect(screen.getByRole('heading', { name: 'Riepilogo di 2 risposte' })).toBeTruthy();
    expect(screen.getByText('3,5')).toBeTruthy();
  });
});
