import '../../../test/setup';
import { surveyForm } from '@school/domain/survey/forms';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithApp, useLanguage } from '../../../test/render';
import { TutorEvaluationPage } from './tutor-evaluation-page';

const TOKEN = 'A'.repeat(43);
const PAGE = {
  student: { firstName: 'Luca', lastName: 'Bianchi' },
  hostCompany: 'Trattoria Al Cappello',
  periodFrom: '2026-03-02',
  periodTo: '2026-06-30',
  expiresAt: '2026-07-20T09:00:00.000Z',
  definition: surveyForm('tutorEvaluation'),
};

function server(
  page: () => Response,
  post: (body: unknown) => Response = () => jsonResponse(200, { submittedAt: '2026-06-30T10:00:00.000Z' }),
) {
  const posts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/auth/csrf') return jsonResponse(200, { token: 't' });
      if (url === '/api/me') return jsonResponse(200, { user: null });
      if (url === `/api/internship/evaluation/${TOKEN}`) {
        if (init?.method === 'POST') {
          const body = JSON.parse(String(init.body));
          posts.push(body);
          return post(body);
        }
        return page();
      }
      return jsonResponse(404, { error: { code: 'request.notFound', message: 'x' } });
    }),
  );
  return posts;
}

afterEach(() => vi.unstubAllGlobals());

const render = () =>
  renderWithApp(<TutorEvaluationPage token={TOKEN} />, { path: `/valutazione-tutor/${TOKEN}` });

describe("the tutor's evaluation page", () => {
  it('shows the student and the period, asks for every required answer, sends the evaluation once', async () => {
    await useLanguage('it', ['internship', 'survey', 'errors']);
    const posts = server(() => jsonResponse(200, PAGE));
    const user = userEvent.setup();
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Valutazione dello stage' })).toBeTruthy();
    expect(await screen.findByText('Trattoria Al Cappello')).toBeTruthy();
    expect(screen.getAllByText(/Luca Bianchi/).length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Invia la valutazione' }));
    expect(screen.getAllByText('Questo campo è obbligatorio').length).toBeGreaterThan(0);
    expect(posts).toEqual([]);

    for (const name of [
      'punctuality',
      'technicalSkills',
      'hygieneSafety',
      'teamwork',
      'initiative',
      'overall',
    ]) {
      const group = screen.getByRole('group', { name: new RegExp(labelOf(name)) });
      await user.click(group.querySelectorAll('input[type="radio"]')[4] as HTMLElement);
    }
    const hire = screen.getByRole('group', { name: /Assumerebbe lo studente/ });
    await user.click(hire.querySelector('input[type="radio"]') as HTMLElement);
    await user.type(screen.getByRole('textbox', { name: /Punti di forza/ }), 'Precisione');
    await user.type(screen.getByRole('textbox', { name: /Aspetti da migliorare/ }), 'Velocità');
    await user.click(screen.getByRole('button', { name: 'Invia la valutazione' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({
      answers: { overall: '5', wouldHire: true, strengths: 'Precisione', improvements: 'Velocità' },
    });
    expect(await screen.findByText(/Grazie: la valutazione dello stage di Luca Bianchi/)).toBeTruthy();
  });

  it.each([
    ['internship.evaluationLinkUnknown', 404, 'Questo link di valutazione non è valido.'],
    [
      'internship.evaluationLinkExpired',
      410,
      'Questo link di valutazione è scaduto: chiedi alla scuola di inviarne uno nuovo.',
    ],
    ['internship.evaluationLinkUsed', 409, 'Questa valutazione è già stata inviata: grazie.'],
  ])('%s: says so, with no form', async (code, status, text) => {
    await useLanguage('it', ['internship', 'survey', 'errors']);
    server(() => jsonResponse(status, { error: { code, message: 'x' } }));
    render();
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Invia la valutazione' })).toBeNull();
  });
});

const LABELS: Record<string, string> = {
  punctuality: 'Puntualità e affidabilità',
  technicalSkills: 'Competenze tecniche in cucina',
  hygieneSafety: 'Igiene e sicurezza sul lavoro',
  teamwork: 'Lavoro di squadra',
  initiative: 'Iniziativa e autonomia',
  overall: 'Valutazione complessiva',
};
function labelOf(name: string): string {
  return LABELS[name] ?? name;
}
