import '../../../test/setup';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithApp, useLanguage } from '../../../test/render';
import { examStudent, serveThesis, thesis } from '../testing/thesis-server';
import { ExamsPage } from './exams-page';

const box = (id: string) => document.querySelector(`[data-box="${id}"]`);
const isDisabled = (id: string) => box(id)?.getAttribute('aria-disabled') === 'true';

function serveExams(answer: unknown, flags = { isActiveThesis: true, isActiveIntermediateThesis: true }) {
  return serveThesis({
    me: examStudent(flags),
    current: () => thesis(),
    handle: ({ path }) => (path === '/api/thesis/exams' ? jsonResponse(200, answer) : undefined),
  });
}

const BOTH = {
  exams: [
    { slug: 'intermediate', examType: 'Esame Intermedio', name: 'tesi intermedia' },
    { slug: 'final', examType: 'Esame Finale', name: 'tesi' },
  ],
  openAutomatically: null,
};

describe('ExamsPage — "Exam screen: choose intermediate or final exam"', () => {
  it('offers both exams when both flags are on, each to its thesis', async () => {
    await useLanguage('it', ['thesis', 'errors']);
    serveExams(BOTH);
    renderWithApp(<ExamsPage />, { path: '/esami' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Esami' })).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Esame intermedio' })).getAttribute('href')).toBe(
      '/tesi?exam=intermediate',
    );
    expect(screen.getByRole('link', { name: 'Esame finale' }).getAttribute('href')).toBe('/tesi?exam=final');
  });

  it('disables the exam whose flag is off, saying why', async () => {
    await useLanguage('it', ['thesis', 'errors']);
    serveExams(
      { exams: [BOTH.exams[0]], openAutomatically: null },
      { isActiveThesis: false, isActiveIntermediateThesis: true },
    );
    renderWithApp(<ExamsPage />, { path: '/esami' });
    await screen.findByRole('link', { name: 'Esame intermedio' });
    expect(isDisabled('final')).toBe(true);
    expect(box('final')?.textContent).toContain('Non attivo per il tuo corso.');
    expect(box('final')?.querySelector('a')).toBeNull();
  });

  it('opens the final exam by itself when the edition sets one thesis and the final flag is on', async () => {
    await useLanguage('it', ['thesis', 'errors']);
    serveExams({ exams: [BOTH.exams[1]], openAutomatically: 'final' });
    const { router } = renderWithApp(<ExamsPage />, { path: '/esami' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/tesi'));
    expect(router.state.location.search).toBe('?exam=final');
    // The choice was never shown: the address was replaced.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('speaks English', async () => {
    await useLanguage('en', ['thesis', 'errors']);
    serveExams(BOTH);
    renderWithApp(<ExamsPage />, { path: '/esami' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Exams' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Final exam' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Intermediate exam' })).toBeTruthy();
  });
});
