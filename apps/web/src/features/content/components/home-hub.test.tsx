import '../../../test/setup';
import { computeAccess } from '@school/domain/access/access';
import { type AccessSubject, emptyEnrolment } from '@school/domain/access/subject';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp, useLanguage } from '../../../test/render';
import { HomeHub } from './home-hub';

const student: AccessSubject = {
  categories: ['Studente'],
  isShopEnabled: false,
  webappPermissions: [],
  stageStatus: 99,
  hasOpenFeedback: false,
  enrolments: [{ ...emptyEnrolment('c1', 'course'), isActive: true }],
};

const boxes = () => [...document.querySelectorAll('[data-box]')].map((box) => box.getAttribute('data-box'));

describe('HomeHub — "3 boxes plus a 4th shop box when the shop is visible"', () => {
  it('shows three boxes to visitors and to people without the shop', async () => {
    await useLanguage('it', ['content']);
    const { unmount } = renderWithApp(<HomeHub access={computeAccess(null, 'it')} />);
    await screen.findByRole('link', { name: 'Informazioni generali' });
    expect(boxes()).toEqual(['info', 'candidates', 'myAlmaLife']);
    unmount();
    renderWithApp(<HomeHub access={computeAccess(student, 'it')} />);
    await screen.findByRole('link', { name: 'Informazioni generali' });
    expect(boxes()).toEqual(['info', 'candidates', 'myAlmaLife']);
  });

  it('adds the shop box, leading to the commerce home, when the shop is visible', async () => {
    await useLanguage('en', ['content']);
    const withShop = {
      ...student,
      enrolments: [{ ...emptyEnrolment('c1', 'course'), isActive: true, isActiveEcommerce: true }],
    };
    renderWithApp(<HomeHub access={computeAccess(withShop, 'en')} />);
    expect((await screen.findByRole('link', { name: 'Shop' })).getAttribute('href')).toBe('/ecommerce');
    expect(boxes()).toEqual(['info', 'candidates', 'myAlmaLife', 'shop']);
  });
});

describe('HomeHub — "A survey link appears when the student has open feedback"', () => {
  it('links to the weekly survey only while a survey is open', async () => {
    await useLanguage('it', ['content', 'notifications']);
    const { unmount } = renderWithApp(<HomeHub access={computeAccess(student, 'it')} />);
    await screen.findByRole('link', { name: 'Informazioni generali' });
    expect(screen.queryByRole('link', { name: 'Compila il questionario settimanale' })).toBeNull();
    unmount();
    renderWithApp(<HomeHub access={computeAccess({ ...student, hasOpenFeedback: true }, 'it')} />);
    const link = await screen.findByRole('link', { name: 'Compila il questionario settimanale' });
    expect(link.getAttribute('href')).toBe('/questionario');
  });
});
