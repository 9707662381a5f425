import '../../../test/setup';
import type { StaffEditionThesis, StaffExam } from '@school/domain/thesis/contracts/staff-thesis';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { meWith } from '../../../test/me';
import { jsonResponse, renderWithApp, useLanguage } from '../../../test/render';
import ConditionsPage from './conditions-page';

const EDITION = {
  id: 'e1',
  productCode: 'CUCINA-2026B',
  courseCode: 'CUCINA',
  editionCode: '2026B',
  courseName: 'Corso Superiore di Cucina Italiana',
  editionName: '2026B',
  startsOn: '2026-07-06',
  endsOn: '2027-05-28',
  isOpen: false,
  feeApplies: true,
  applications: 0,
  version: 'v',
};

const FINAL: StaffExam = {
  slug: 'final',
  examType: 'Esame Finale',
  conditions: {
    budgetCents: 15_000,
    numberOfDishes: 2,
    dishBaseName: 'Piatto',
    dishTypes: ['Primo', 'Secondo'],
    drinkTypes: [],
    ingredientsNeeded: true,
    equipmentNeeded: true,
    guidelinesUrl: 'https://www.example.it/linee-guida',
    thesisDeadline: '2026-12-01',
    dossierDeadline: '2026-12-05',
    lockDate: '2026-12-10',
    updatedAt: '2026-11-01T10:00:00.000Z',
  },
  version: 'ver-1',
  locked: false,
  thesisCount: 2,
};
const INTERMEDIATE: StaffExam = {
  slug: 'intermediate',
  examType: 'Esame Intermedio',
  conditions: null,
  version: null,
  locked: false,
  thesisCount: 0,
};
const VIEW: StaffEditionThesis = {
  edition: { productCode: 'CUCINA-2026B', courseName: EDITION.courseName, editionName: '2026B' },
  exams: [INTERMEDIATE, FINAL],
};

/** The API of the page: `view()` is the edition's thesis as read now; PUT answers `answer()`. */
function server(answer: () => Response = () => jsonResponse(200, VIEW), view = () => VIEW) {
  const sent: Array<{ url: string; method: string; body: Record<string, unknown> | null }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/auth/csrf') return jsonResponse(200, { token: 't' });
      if (url === '/api/me') return jsonResponse(200, { user: meWith(['Dipendente'], ['Tesi']) });
      if (url === '/api/staff/editions') return jsonResponse(200, { items: [EDITION] });
      if (url === '/api/staff/thesis/editions/CUCINA-2026B' && (!init?.method || init.method === 'GET'))
        return jsonResponse(200, view());
      if (init?.method === 'PUT' || init?.method === 'DELETE') {
        sent.push({ url, method: init.method, body: init.body ? JSON.parse(String(init.body)) : null });
        return answer();
      }
      return jsonResponse(404, { error: { code: 'request.notFound', message: 'x' } });
    }),
  );
  return sent;
}

describe('the thesis conditions page', () => {
  it('shows the final exam’s conditions and saves them in cents on the version read (Italian)', async () => {
    await useLanguage('it', ['thesis', 'staff']);
    const sent = server();
    const user = userEvent.setup();
    renderWithApp(<ConditionsPage />, { path: '/staff/thesis/conditions?edition=CUCINA-2026B&exam=final' });

    expect(await screen.findByRole('tab', { name: 'Esame Finale', selected: true })).toBeTruthy();
    const budget = (await screen.findByLabelText(/Budget complessivo/)) as HTMLInputElement;
    expect(budget.value).toBe('150');
    expect(screen.getByText('2 tesi')).toBeTruthy();
    await user.clear(budget);
    await user.type(budget, '200,50');
    await user.click(screen.getByRole('button', { name: 'Salva le condizioni' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.url).toBe('/api/staff/thesis/editions/CUCINA-2026B/exams/final/conditions');
    expect(sent[0]?.body).toEqual({
      budgetCents: 20_050,
      numberOfDishes: 2,
      dishBaseName: 'Piatto',
      dishTypes: ['Primo', 'Secondo'],
      drinkTypes: [],
      ingredientsNeeded: true,
      equipmentNeeded: true,
      guidelinesUrl: 'https://www.example.it/linee-guida',
      thesisDeadline: '2026-12-01',
      dossierDeadline: '2026-12-05',
      lockDate: '2026-12-10',
      version: 'ver-1',
    });
    expect(await screen.findByText('Condizioni salvate.')).toBeTruthy();
  });

  it('creates the intermediate exam’s conditions (no dossier) and refuses a bad link in the browser (English)', async () => {
    await useLanguage('en', ['thesis', 'staff', 'errors']);
    const sent = server();
    const user = userEvent.setup();
    renderWithApp(<ConditionsPage />, {
      path: '/staff/thesis/conditions?edition=CUCINA-2026B&exam=intermediate',
    });

    expect(await screen.findByText('No conditions')).toBeTruthy();
    expect(screen.queryByLabelText('Dossier upload deadline')).toBeNull();
    await user.type(screen.getByLabelText('Guidelines link'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Create the conditions' }));
    expect(await screen.findByText('Enter a full https address, or leave it empty.')).toBeTruthy();
    expect(sent).toEqual([]);

    await user.clear(screen.getByLabelText('Guidelines link'));
    await user.type(screen.getByLabelText(/Number of dishes/), '1');
    await user.click(screen.getByRole('button', { name: 'Create the conditions' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ numberOfDishes: 1, dossierDeadline: null, version: null });
  });

  it('says so when someone changed them meanwhile (409)', async () => {
    await useLanguage('en', ['thesis', 'staff', 'errors']);
    server(() => jsonResponse(409, { error: { code: 'staff.staleRecord', message: 'stale' } }));
    const user = userEvent.setup();
    renderWithApp(<ConditionsPage />, { path: '/staff/thesis/conditions?edition=CUCINA-2026B' });
    await user.click(await screen.findByRole('button', { name: 'Save the conditions' }));
    expect(
      await screen.findByText('Meanwhile someone else changed these data: reload the page and try again.'),
    ).toBeTruthy();
  });

  it('deletes conditions no student has opened, on the version read; not those with theses (English)', async () => {
    await useLanguage('en', ['thesis', 'staff', 'errors']);
    let view: StaffEditionThesis = {
      ...VIEW,
      exams: [{ ...FINAL, slug: 'intermediate', examType: 'Esame Intermedio', thesisCount: 0 }, FINAL],
    };
    const sent = server(
      () => {
        view = { ...view, exams: [INTERMEDIATE, FINAL] };
        return jsonResponse(200, view);
      },
      () => view,
    );
    const user = userEvent.setup();
    const { router } = renderWithApp(<ConditionsPage />, {
      path: '/staff/thesis/conditions?edition=CUCINA-2026B&exam=final',
    });

    // The final exam: two theses opened, so the conditions can be changed, not deleted.
    const locked = await screen.findByRole('button', { name: 'Delete the conditions' });
    expect(locked).toHaveProperty('disabled', true);
    expect(locked.getAttribute('aria-describedby')).toBe('conditions-in-use-final');
    expect(
      screen.getByText(
        'Students have already opened theses of this exam: the conditions can be changed, not deleted.',
      ),
    ).toBeTruthy();

    await router.navigate('/staff/thesis/conditions?edition=CUCINA-2026B&exam=intermediate');
    await screen.findByRole('tab', { name: 'Intermediate exam', selected: true });
    const open = await screen.findByRole('button', { name: 'Delete the conditions' });
    await waitFor(() => expect(open).toHaveProperty('disabled', false));
    await user.click(open);
    expect(
      await screen.findByText('The conditions of this exam will be deleted; you can create new ones later.'),
    ).toBeTruthy();
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete the conditions' }),
    );
    expect(await screen.findByText('Conditions deleted.')).toBeTruthy();
    expect(sent.map((r) => [r.method, r.url])).toEqual([
      ['DELETE', '/api/staff/thesis/editions/CUCINA-2026B/exams/intermediate/conditions?version=ver-1'],
    ]);
    expect(screen.getByText('No conditions')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create the conditions' })).toBeTruthy();
  });
});
