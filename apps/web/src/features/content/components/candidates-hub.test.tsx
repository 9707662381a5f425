import '../../../test/setup';
import { computeAccess } from '@school/domain/access/access';
import type { AccessSubject } from '@school/domain/access/subject';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp, useLanguage } from '../../../test/render';
import { CandidatesHub } from './candidates-hub';

const subject = (category: 'Candidato' | 'Studente' | 'Diplomato'): AccessSubject => ({
  categories: [category],
  isShopEnabled: false,
  webappPermissions: [],
  stageStatus: 99,
  hasOpenFeedback: false,
  enrolments: [],
});

const box = (id: string) => document.querySelector(`[data-box="${id}"]`);

describe('CandidatesHub — "choose course; candidate area; ask for assistance; history"', () => {
  it('shows the four boxes in order, candidate area and history disabled for visitors', async () => {
    await useLanguage('it', ['content']);
    renderWithApp(<CandidatesHub access={computeAccess(null, 'it')} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Area candidati' })).toBeTruthy();
    expect([...document.querySelectorAll('[data-box]')].map((el) => el.getAttribute('data-box'))).toEqual([
      'chooseCourse',
      'candidateArea',
      'assistance',
      'history',
    ]);
    expect(box('candidateArea')?.getAttribute('aria-disabled')).toBe('true');
    expect(box('history')?.getAttribute('aria-disabled')).toBe('true');
    expect(screen.queryByRole('link', { name: 'Area candidato' })).toBeNull();
    expect(screen.getAllByText('Riservato a candidati e studenti ALMA.')).toHaveLength(2);
  });

  it.each(['Candidato', 'Studente'] as const)(
    'links the candidate area and history for a %s',
    async (category) => {
      await useLanguage('en', ['content']);
      renderWithApp(<CandidatesHub access={computeAccess(subject(category), 'en')} />);
      expect((await screen.findByRole('link', { name: 'Candidate area' })).getAttribute('href')).toBe(
        '/areacandidato',
      );
      expect(screen.getByRole('link', { name: 'Application history' }).getAttribute('href')).toBe('/storico');
    },
  );

  it('keeps them disabled for a graduate', async () => {
    await useLanguage('en', ['content']);
    renderWithApp(<CandidatesHub access={computeAccess(subject('Diplomato'), 'en')} />);
    await screen.findByRole('heading', { level: 1 });
    expect(box('candidateArea')?.getAttribute('aria-disabled')).toBe('true');
    expect(box('history')?.getAttribute('aria-disabled')).toBe('true');
  });
});
