import '../../../test/setup';
import { computeAccess } from '@school/domain/access/access';
import { type AccessSubject, emptyEnrolment } from '@school/domain/access/subject';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp, useLanguage } from '../../../test/render';
import { StudentHub } from './student-hub';

const student: AccessSubject = {
  categories: ['Studente'],
  isShopEnabled: false,
  webappPermissions: [],
  stageStatus: 99,
  hasOpenFeedback: false,
  enrolments: [{ ...emptyEnrolment('c1', 'course'), isActive: true }],
};
const booker: AccessSubject = {
  ...student,
  enrolments: [{ ...emptyEnrolment('c1', 'course'), isActive: true, isActiveBooking: true }],
};

const box = (id: string) => document.querySelector(`[data-box="${id}"]`);

describe('StudentHub', () => {
  it('links rules, utility and teaching, and shows bookings disabled with its reason when bookings are not enabled', async () => {
    await useLanguage('it', ['content']);
    renderWithApp(<StudentHub access={computeAccess(student, 'it')} />);
    expect((await screen.findByRole('link', { name: 'Regolamento' })).getAttribute('href')).toBe(
      '/regolamento',
    );
    expect(screen.getByRole('link', { name: 'Utility' }).getAttribute('href')).toBe('/utility');
    expect(screen.getByRole('link', { name: 'Didattica' }).getAttribute('href')).toBe('/didattica');
    expect(box('bookings')?.getAttribute('aria-disabled')).toBe('true');
    expect(box('bookings')?.textContent).toContain('Le prenotazioni non sono attive per il tuo corso.');
    expect(screen.queryByRole('link', { name: 'Prenotazioni' })).toBeNull();
    // The living-in-the-city guide is English only.
    expect(box('city')).toBeNull();
  });

  it('links bookings for the people they are enabled for', async () => {
    await useLanguage('it', ['content']);
    renderWithApp(<StudentHub access={computeAccess(booker, 'it')} />);
    expect((await screen.findByRole('link', { name: 'Prenotazioni' })).getAttribute('href')).toBe(
      '/prenotazioni',
    );
  });

  it('offers the living-in-the-city guide in English, in a new tab', async () => {
    await useLanguage('en', ['content']);
    renderWithApp(<StudentHub access={computeAccess(student, 'en')} />);
    const city = await screen.findByRole('link', { name: /Living in the city/ });
    expect(city.getAttribute('href')).toMatch(/^https:\/\//);
    expect(city.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'Teaching' }).getAttribute('href')).toBe('/didattica');
    expect(box('bookings')?.textContent).toContain('Bookings are not active for your course.');
  });
});
