import '../../../test/setup';
import {
  type RetentionOverviewResponse,
  RetentionOverviewResponseSchema,
  type RetentionRun,
  RetentionRunSchema,
} from '@school/domain/privacy/contracts/staff-privacy';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serveApi, writes } from '../../../test/fake-api';
import { meWith } from '../../../test/me';
import { jsonResponse, renderWithApp, useLanguage } from '../../../test/render';
import RetentionPage from './retention-page';

const PATH = '/api/staff/privacy/retention';
const RUN_PATH = `${PATH}/run`;

const OVERVIEW: RetentionOverviewResponse = RetentionOverviewResponseSchema.parse({
  due: [
    {
      kind: 'closedApplicationDocuments',
      recordId: '4d9e3b2c-5f6a-4b70-8c81-2d3e4f5a6b71',
      label: 'Passaporto',
      documentType: 'IT_Passaporto',
      person: { id: '2b7e1f0a-3c4d-4e5f-8a9b-0c1d2e3f4a51', name: 'Luca Bianchi' },
      dueAt: '2026-12-10T09:00:00.000Z',
      held: false,
    },
    {
      kind: 'dataExport',
      recordId: '4d9e3b2c-5f6a-4b70-8c81-2d3e4f5a6b72',
      label: 'dati-anna.zip',
      documentType: null,
      person: { id: '2b7e1f0a-3c4d-4e5f-8a9b-0c1d2e3f4a52', name: 'Anna Rossi' },
      dueAt: '2026-12-01T09:00:00.000Z',
      held: true,
    },
  ],
  runs: [
    { at: '2026-11-28T02:00:00.000Z', by: null, documents: 3, exports: 1, logEntries: 12 },
    { at: '2026-11-27T15:30:00.000Z', by: 'Segreteria Uno', documents: 0, exports: 2, logEntries: 0 },
  ],
});

const RAN: RetentionRun = RetentionRunSchema.parse({
  at: '2026-11-29T10:00:00.000Z',
  by: 'Segreteria Uno',
  documents: 4,
  exports: 2,
  logEntries: 7,
});

/** A fake server: running the check empties the due list and adds the run. */
function serve(run: () => Response = () => jsonResponse(200, RAN)) {
  let overview = OVERVIEW;
  return serveApi({
    me: meWith(['Dipendente'], ['Segreteria']),
    handle: (call) => {
      if (call.path === PATH && call.method === 'GET') return jsonResponse(200, overview);
      if (call.path === RUN_PATH && call.method === 'POST') {
        const answer = run();
        if (answer.ok) overview = { due: [], runs: [RAN, ...overview.runs] };
        return answer;
      }
      return undefined;
    },
  });
}

const rowOf = (table: HTMLElement, text: string) =>
  within(table).getByText(text).closest('tr') as HTMLElement;

// The table shows a column while its media query matches (the empty query matches everywhere).
const stubbedMatchMedia = window.matchMedia;
beforeEach(() => {
  window.matchMedia = (query: string) => ({ ...stubbedMatchMedia(query), matches: query.trim() === '' });
});
afterEach(() => {
  window.matchMedia = stubbedMatchMedia;
});

describe('data retention', () => {
  it('lists what is due, telling the records to delete from those held, and the latest checks (Italian)', async () => {
    await useLanguage('it', ['privacy', 'staff', 'errors', 'candidate']);
    serve();
    renderWithApp(<RetentionPage />, { path: '/staff/privacy/retention' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Conservazione dei dati' })).toBeTruthy();

    const due = await screen.findByRole('table', { name: 'Dati in scadenza' });
    const passport = rowOf(due, 'Passaporto');
    expect(
      within(passport).getByText(
        "Documenti d'identità e certificati medici di una candidatura rifiutata o ritirata",
      ),
    ).toBeTruthy();
    expect(within(passport).getByText('Luca Bianchi')).toBeTruthy();
    expect(within(passport).getByText('10-12-2026')).toBeTruthy();
    expect(within(passport).getByText('Da cancellare')).toBeTruthy();
    const zip = rowOf(due, 'dati-anna.zip');
    expect(within(zip).getByText('Esportazione dei tuoi dati (file ZIP)')).toBeTruthy();
    expect(within(zip).getByText('01-12-2026')).toBeTruthy();
    expect(within(zip).getByText("Trattenuto (serve a un'iscrizione o a un pagamento)")).toBeTruthy();

    const runs = screen.getByRole('table', { name: 'Ultimi controlli' });
    const scheduled = rowOf(runs, 'Automatico');
    expect(within(scheduled).getByText('28-11-2026 03:00')).toBeTruthy();
    expect(
      within(scheduled)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['28-11-2026 03:00', 'Automatico', '3', '1', '12']);
    expect(within(rowOf(runs, 'Segreteria Uno')).getByText('27-11-2026 16:30')).toBeTruthy();
  });

  it('runs the check now, says what it deleted and reads the list again (English)', async () => {
    await useLanguage('en', ['privacy', 'staff', 'errors', 'candidate']);
    const calls = serve();
    renderWithApp(<RetentionPage />, { path: '/staff/privacy/retention' });
    const due = await screen.findByRole('table', { name: 'Data due for deletion' });
    // A document by its type in English, as the candidate area names it; an export by its file.
    expect(within(due).getByText('Passport')).toBeTruthy();
    expect(within(due).queryByText('Passaporto')).toBeNull();
    expect(within(due).getByText('dati-anna.zip')).toBeTruthy();
    expect(writes(calls)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Run the check now' }));
    const done = await screen.findByText('Check done. Documents deleted: 4. Exports deleted: 2.');
    expect(done.closest('[role="status"]')).not.toBeNull();
    expect(writes(calls)).toEqual([{ method: 'POST', path: RUN_PATH, search: '', body: undefined }]);
    expect(await screen.findByText('Nothing is due in the next 30 days.')).toBeTruthy();
    const runs = screen.getByRole('table', { name: 'Latest checks' });
    expect(within(rowOf(runs, '29-11-2026 11:00')).getByText('Segreteria Uno')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText(/Check done/)).toBeNull());
  });

  it('shows a refused check in the words of the catalogue', async () => {
    await useLanguage('en', ['privacy', 'staff', 'errors']);
    serve(() => jsonResponse(403, { error: { code: 'auth.forbidden', message: 'x' } }));
    renderWithApp(<RetentionPage />, { path: '/staff/privacy/retention' });
    fireEvent.click(await screen.findByRole('button', { name: 'Run the check now' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('You are not allowed to do this.');
    expect(screen.queryByText(/Check done/)).toBeNull();
    expect(screen.getByRole('table', { name: 'Data due for deletion' })).toBeTruthy();
  });

  it('says when nothing is due and no check has run', async () => {
    await useLanguage('it', ['privacy', 'staff', 'errors', 'candidate']);
    serveApi({
      me: meWith(['Dipendente'], ['Segreteria']),
      handle: (call) => (call.path === PATH ? jsonResponse(200, { due: [], runs: [] }) : undefined),
    });
    renderWithApp(<RetentionPage />, { path: '/staff/privacy/retention' });
    expect(await screen.findByText('Nessun dato in scadenza nei prossimi 30 giorni.')).toBeTruthy();
    expect(screen.getByText('Nessun controllo eseguito.')).toBeTruthy();
  });
});
