import '../../../test/setup';
import { computeAccess } from '@school/domain/access/access';
import { type AccessSubject, emptyEnrolment } from '@school/domain/access/subject';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp, useLanguage } from '../../../test/render';
import { MyAlmaLifeHub } from './my-alma-life-hub';

const student: AccessSubject = {
  categories: ['Studente'],
  isShopEnabled: false,
  webappPermissions: [],
  stageStatus: 99,
  hasOpenFeedback: false,
  enrolments: [{ ...emptyEnrolment('c1', 'course'), isActive: true }],
};

const box = (id: string) => document.querySelector(`[data-box="${id}"]`);

describe('MyAlmaLifeHub', () => {
  it('shows graduates disabled to visitors and the sponsor area in Italian', async () => {
    await useLanguage('it', ['content']);
    renderWithApp(<MyAlmaLifeHub access={computeAccess(null, 'it')} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'La mia vita in ALMA' })).toBeTruthy();
    expect(box('graduates')?.getAttribute('aria-disabled')).toBe('true');
    expect(screen.queryByRole('link', { name: 'Diplomati' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Area sponsor' }).getAttribute('href')).toBe('/sponsor');
  });

  it('enables graduates for students', async () => {
    await useLanguage('it', ['content']);
    renderWithApp(<MyAlmaLifeHub access={computeAccess(student, 'it')} />);
    expect((await screen.findByRole('link', { name: 'Diplomati' })).getAttribute('href')).toBe('/diplomati');
    expect(box('graduates')?.getAttribute('aria-disabled')).toBeNull();
  });

  it('hides the sponsor area in English', async () => {
    await useLanguage('en', ['content']);
    renderWithApp(<MyAlmaLifeHub access={computeAccess(student, 'en')} />);
    expect(await screen.findByRole('link', { name: 'Graduates' })).toBeTruthy();
    expect(box('sponsor')).toBeNull();
  });
});
