import '../../../test/setup';
import type { StaffStage } from '@school/domain/internship/contracts/staff-internship';
import { serializeAnswers } from '@school/domain/survey/answers';
import { surveyForm } from '@school/domain/survey/forms';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { StaffDatesProvider } from '../../../components/console/staff-date-input';
import { meWith } from '../../../test/me';
import { jsonResponse, useLanguage } from '../../../test/render';
import StagePage from './stage-page';

const ID = '9a1c7a3e-2b4f-4e6a-8c9d-000000000001';

function stage(values: Partial<StaffStage> = {}): StaffStage {
  const preferences = surveyForm('preferences');
  const saved = {
    preferenzaGeografica: 'Liberta',
    Automunito: true,
    colloquio: false,
    Autonomo: true,
    tipologiaStruttura: ['Hotel', 'Ristorante', 'Laboratorio'],
    estero: false,
    lingueConosciute: 'Francese',
  };
  return {
    id: ID,
    enrolmentId: 'e1',
    student: { id: 'u1', firstName: 'Luca', lastName: 'Bianchi', email: 'luca@example.com' },
    edition: {
      productCode: 'CUCINA-2026B',
      courseName: 'Corso Superiore di Cucina Italiana',
      editionName: '2026B',
    },
    status: 3,
    personStageStatus: 3,
    hostCompany: 'Trattoria Al Cappello',
    street: 'Via Farini 12',
    postalCode: '43121',
    city: 'Parma',
    state: 'PR',
    country: 'Italia',
    tutorName: 'Giovanni Ferrari',
    tutorPhone: null,
    tutorEmail: 'tutor@alcappello.it',
    periodFrom: '2026-03-02',
    periodTo: '2026-06-30',
    examStartDate: null,
    version: 'v1',
    documents: [],
    forms: {
      preferences: {
        definition: preferences,
        completed: true,
        savedText: serializeAnswers(preferences, saved),
        savedAnswers: saved,
      },
      midSurvey: { definition: surveyForm('midterm'), completed: false, savedText: null, savedAnswers: {} },
      endSurvey: { definition: surveyForm('endterm'), completed: false, savedText: null, savedAnswers: {} },
    },
    dossier: null,
    evaluation: null,
    ...values,
  } as StaffStage;
}

function mount() {
  const router = createMemoryRouter([{ path: '/staff/internship/stages/:id', element: <StagePage /> }], {
    initialEntries: [`/staff/internship/stages/${ID}`],
  });
  render(
    <AppProvider queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })} env="test">
      <StaffDatesProvider>
        <RouterProvider router={router} />
      </StaffDatesProvider>
    </AppProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the stage page', () => {
  it('changes the status from the one read, and says so when another change came first', async () => {
    await useLanguage('it', ['internship', 'survey', 'staff', 'errors']);
    const sent: unknown[] = [];
    let conflict = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url === '/api/auth/csrf') return jsonResponse(200, { token: 't' });
        if (url === '/api/me') return jsonResponse(200, { user: meWith(['Dipendente'], ['Stage']) });
        if (url === `/api/staff/internship/stages/${ID}/status` && init?.method === 'PUT') {
          sent.push(JSON.parse(String(init.body)));
          if (conflict)
            return jsonResponse(409, { error: { code: 'internship.statusChanged', message: 'x' } });
          conflict = true;
          return jsonResponse(200, stage({ status: 6, personStageStatus: 6 }));
        }
        if (url === `/api/staff/internship/stages/${ID}`) return jsonResponse(200, stage());
        return jsonResponse(404, { error: { code: 'request.notFound', message: 'x' } });
      }),
    );
    const user = userEvent.setup();
    mount();
    expect(await screen.findByRole('heading', { level: 1, name: 'Stage di Luca Bianchi' })).toBeTruthy();
    // The preferences the student sent, read-only through the survey renderer.
    expect(screen.getByRole('radio', { name: 'Francese' })).toHaveProperty('checked', true);
    expect(screen.getAllByText('Non ancora inviato.')).toHaveLength(2);

    await user.click(screen.getByRole('combobox', { name: 'Nuovo stato' }));
    await user.click(await screen.findByRole('option', { name: '6 · Questionario intermedio' }));
    await user.click(screen.getByRole('button', { name: 'Cambia stato' }));
    await waitFor(() => expect(sent).toEqual([{ from: 3, to: 6 }]));
    expect(await screen.findByText('Stato cambiato.')).toBeTruthy();

    await user.click(screen.getByRole('combobox', { name: 'Nuovo stato' }));
    await user.click(await screen.findByRole('option', { name: '7 · Questionario finale' }));
    await user.click(screen.getByRole('button', { name: 'Cambia stato' }));
    expect(
      await screen.findByText('Lo stato dello stage è cambiato nel frattempo: ricarica la pagina.'),
    ).toBeTruthy();
  });

  it('saves the destination on the version read: a field the contract refuses is shown before sending, one the server refuses after', async () => {
    await useLanguage('it', ['internship', 'survey', 'staff', 'errors']);
    const bodies: Array<Record<string, unknown>> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url === '/api/auth/csrf') return jsonResponse(200, { token: 't' });
        if (url === '/api/me') return jsonResponse(200, { user: meWith(['Dipendente'], ['Stage']) });
        if (url === `/api/staff/internship/stages/${ID}` && init?.method === 'PUT') {
          bodies.push(JSON.parse(String(init.body)));
          return jsonResponse(400, {
            error: {
              code: 'request.invalid',
              message: 'x',
              fields: { city: 'request.invalid' },
            },
          });
        }
        if (url === `/api/staff/internship/stages/${ID}`) return jsonResponse(200, stage());
        return jsonResponse(404, { error: { code: 'request.notFound', message: 'x' } });
      }),
    );
    const user = userEvent.setup();
    mount();
    const email = await screen.findByRole('textbox', { name: 'E-mail del tutor' });
    // Dates as the console shows them in the page's language, not in the browser's format.
    expect(screen.getByRole('textbox', { name: 'Inizio dello stage' })).toHaveProperty(
      'value',
      '2 marzo 2026',
    );
    await user.clear(email);
    await user.type(email, 'non-una-mail');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(bodies).toEqual([]);

    await user.clear(email);
    await user.type(email, 'tutor@example.org');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      version: 'v1',
      tutorEmail: 'tutor@example.org',
      city: 'Parma',
      tutorPhone: '',
      periodFrom: '2026-03-02',
    });
    expect(await screen.findByRole('alert')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Città' }).getAttribute('aria-invalid')).toBe('true'),
    );
    expect(email.getAttribute('aria-invalid')).not.toBe('true');
  });

  it("sends the tutor's link, then shows the evaluation the tutor sent", async () => {
    await useLanguage('en', ['internship', 'survey', 'staff', 'errors']);
    let linked = false;
    const evaluation = {
      tutorEmail: 'tutor@alcappello.it',
      sentAt: '2026-06-20T09:00:00.000Z',
      expiresAt: '2026-07-20T09:00:00.000Z',
      state: 'submitted' as const,
      submittedAt: '2026-06-25T09:00:00.000Z',
      answers: {
        punctuality: '5',
        technicalSkills: '4',
        hygieneSafety: '5',
        teamwork: '4',
        initiative: '3',
        overall: '4',
        wouldHire: true,
        strengths: 'Precisione',
        improvements: 'Velocità',
      },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url === '/api/auth/csrf') return jsonResponse(200, { token: 't' });
        if (url === '/api/me')
          return jsonResponse(200, { user: meWith(['Dipendente'], ['Stage'], { language: 'en' }) });
        if (url === `/api/staff/internship/stages/${ID}/evaluation-link` && init?.method === 'POST') {
          linked = true;
          return jsonResponse(200, stage({ status: 7, evaluation }));
        }
        if (url === `/api/staff/internship/stages/${ID}`)
          return jsonResponse(200, linked ? stage({ status: 7, evaluation }) : stage({ status: 7 }));
        return jsonResponse(404, { error: { code: 'request.notFound', message: 'x' } });
      }),
    );
    const user = userEvent.setup();
    mount();
    expect(await screen.findByText('The tutor has not been sent the evaluation link yet.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send the link to the tutor' }));
    expect(await screen.findByText(/Evaluation sent by tutor@alcappello.it/)).toBeTruthy();
    expect(screen.getByDisplayValue('Precisione')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send a new link' })).toBeNull();
  });
});
