import '../../../test/setup';
import { computeAccess } from '@school/domain/access/access';
import { type AccessSubject, emptyEnrolment } from '@school/domain/access/subject';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp, useLanguage } from '../../../test/render';
import { DidacticsHub } from './didactics-hub';

const withFlags = (flags: Partial<ReturnType<typeof emptyEnrolment>>): AccessSubject => ({
  categories: ['Studente'],
  isShopEnabled: false,
  webappPermissions: [],
  stageStatus: 99,
  hasOpenFeedback: false,
  enrolments: [{ ...emptyEnrolment('c1', 'course'), isActive: true, ...flags }],
});

const box = (id: string) => document.querySelector(`[data-box="${id}"]`);
const isDisabled = (id: string) => box(id)?.getAttribute('aria-disabled') === 'true';

describe('DidacticsHub', () => {
  it('enables each box by its flag: Hyperplanning outside in a new tab, eLearning and Presenze inside', async () => {
    await useLanguage('it', ['content']);
    const access = computeAccess(
      withFlags({ isActiveHyperplanning: true, isActiveElearning: true, isActiveAttendance: true }),
      'it',
    );
    renderWithApp(<DidacticsHub access={access} />);
    const hyperplanning = await screen.findByRole('link', { name: /Hyperplanning/ });
    expect(hyperplanning.getAttribute('href')).toMatch(/^https:\/\//);
    expect(hyperplanning.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'eLearning' }).getAttribute('href')).toBe('/elearning');
    expect(screen.getByRole('link', { name: 'Presenze' }).getAttribute('href')).toBe('/presenze');
    // Without a thesis flag the exams box is there, disabled with the reason.
    expect(document.querySelectorAll('[data-box]')).toHaveLength(4);
    expect(isDisabled('exams')).toBe(true);
    expect(box('exams')?.textContent).toContain('Non attivo per il tuo corso.');
  });

  it.each([
    ['the final exam', { isActiveThesis: true }],
    ['the intermediate exam', { isActiveIntermediateThesis: true }],
  ] as const)('links Esami e tesi to /esami with the flag of %s', async (_, flags) => {
    await useLanguage('it', ['content']);
    renderWithApp(<DidacticsHub access={computeAccess(withFlags(flags), 'it')} />);
    expect((await screen.findByRole('link', { name: 'Esami e tesi' })).getAttribute('href')).toBe('/esami');
  });

  it.each([
    ['hyperplanning', { isActiveElearning: true, isActiveAttendance: true }],
    ['elearning', { isActiveHyperplanning: true, isActiveAttendance: true }],
    ['attendance', { isActiveHyperplanning: true, isActiveElearning: true }],
  ] as const)('disables %s without its flag, saying why', async (id, flags) => {
    await useLanguage('it', ['content']);
    renderWithApp(<DidacticsHub access={computeAccess(withFlags(flags), 'it')} />);
    await screen.findByRole('heading', { level: 1, name: 'Didattica' });
    expect(isDisabled(id)).toBe(true);
    expect(box(id)?.textContent).toContain('Non attivo per il tuo corso.');
    expect(box(id)?.querySelector('a')).toBeNull();
    for (const other of ['hyperplanning', 'elearning', 'attendance'].filter((o) => o !== id)) {
      expect(isDisabled(other)).toBe(false);
    }
  });

  it('speaks English', async () => {
    await useLanguage('en', ['content']);
    renderWithApp(<DidacticsHub access={computeAccess(withFlags({ isActiveAttendance: true }), 'en')} />);
    expect(await screen.findByRole('link', { name: 'Attendance' })).toBeTruthy();
    expect(box('elearning')?.textContent).toContain('Not active for your course.');
  });
  it("shows the internship area on the navbar's rule (`showsStage`), hidden otherwise", async () => {
    await useLanguage('it', ['content']);
    const access = computeAccess(withFlags({ isActiveStage: true }), 'it');
    const { unmount } = renderWithApp(<DidacticsHub access={access} showsStage />);
    expect((await screen.findByRole('link', { name: 'Stage' })).getAttribute('href')).toBe('/areastage');
    unmount();
    renderWithApp(<DidacticsHub access={access} showsStage={false} />);
    await screen.findByRole('heading', { level: 1, name: 'Didattica' });
    expect(box('stage')).toBeNull();
  });
});
