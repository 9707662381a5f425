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
const housed: AccessSubject = {
  ...student,
  enrolments: [
    ...student.enrolments,
    { ...emptyEnrolment('h1', 'housing'), isActive: true, isActiveHousing: true },
  ],
};
const employee: AccessSubject = { ...student, categories: ['Dipendente'], enrolments: [] };

const box = (id: string) => document.querySelector(`[data-box="${id}"]`);
const isDisabled = (id: string) => box(id)?.getAttribute('aria-disabled') === 'true';

describe('MyAlmaLifeHub', () => {
  it('shows a visitor every box but the sponsor area disabled, each saying why, and the sponsor area in Italian', async () => {
    await useLanguage('it', ['content']);
    renderWithApp(<MyAlmaLifeHub access={computeAccess(null, 'it')} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'La mia vita in ALMA' })).toBeTruthy();
    for (const id of ['firstDay', 'studentArea', 'housing', 'graduates']) expect(isDisabled(id)).toBe(true);
    expect(screen.queryByRole('link', { name: 'Diplomati' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Housing' })).toBeNull();
    expect(box('firstDay')?.textContent).toContain('Riservato agli studenti ALMA.');
    expect(box('studentArea')?.textContent).toContain('Riservato agli studenti e ai dipendenti ALMA.');
    expect(box('housing')?.textContent).toContain('Disponibile solo con un contratto housing attivo.');
    expect(screen.getByRole('link', { name: 'Area sponsor' }).getAttribute('href')).toBe('/sponsor');
  });

  it('enables first day, student area and graduates for a student; housing stays disabled without a housing contract', async () => {
    await useLanguage('it', ['content']);
    renderWithApp(<MyAlmaLifeHub access={computeAccess(student, 'it')} />);
    expect((await screen.findByRole('link', { name: 'Diplomati' })).getAttribute('href')).toBe('/diplomati');
    expect(screen.getByRole('link', { name: 'Il primo giorno' }).getAttribute('href')).toBe('/dayfirst');
    expect(screen.getByRole('link', { name: 'Area studente' }).getAttribute('href')).toBe('/studente');
    expect(isDisabled('graduates')).toBe(false);
    expect(isDisabled('housing')).toBe(true);
  });

  it('enables housing with an active housing contract', async () => {
    await useLanguage('it', ['content']);
    renderWithApp(<MyAlmaLifeHub access={computeAccess(housed, 'it')} />);
    expect((await screen.findByRole('link', { name: 'Housing' })).getAttribute('href')).toBe('/housing');
    expect(screen.getAllByRole('link')).toHaveLength(5);
  });

  it('gives an employee the student area only', async () => {
    await useLanguage('it', ['content']);
    renderWithApp(<MyAlmaLifeHub access={computeAccess(employee, 'it')} />);
    expect((await screen.findByRole('link', { name: 'Area studente' })).getAttribute('href')).toBe(
      '/studente',
    );
    expect(isDisabled('firstDay')).toBe(true);
    expect(isDisabled('housing')).toBe(true);
    expect(isDisabled('graduates')).toBe(true);
  });

  it('hides the sponsor area in English', async () => {
    await useLanguage('en', ['content']);
    renderWithApp(<MyAlmaLifeHub access={computeAccess(housed, 'en')} />);
    expect(await screen.findByRole('link', { name: 'Graduates' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Your first day' })).toBeTruthy();
    expect(box('sponsor')).toBeNull();
    expect(document.querySelectorAll('[data-box]')).toHaveLength(4);
  });
});
