import '../../../test/setup';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { meWith } from '../../../test/me';
import { jsonResponse, renderWithApp, useLanguage } from '../../../test/render';
import StaffHomePage, { countLink } from './home-page';

function signedIn(webappPermissions: string[]) {
  const user = meWith(['Dipendente'], webappPermissions, { language: 'en' });
  const fetchMock = vi.fn(async (url: string) =>
    url === '/api/me'
      ? jsonResponse(200, { user })
      : url === '/api/staff/overview'
        ? jsonResponse(200, {
            documentsToValidate: 4,
            applicationsToReview: 2,
            visasToConfirm: 1,
            billingToExport: 3,
            signUpsToConfirm: 5,
            erasuresToDecide: 6,
          })
        : jsonResponse(404, {}),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('the console home', () => {
  it('shows the secretariat what needs action, each count linked to its filtered list', async () => {
    await useLanguage('en', ['staff']);
    signedIn(['Segreteria']);
    renderWithApp(<StaffHomePage />, { path: '/staff' });
    const documents = await screen.findByRole('link', { name: /4\s*documents awaiting validation/ });
    expect(documents.getAttribute('href')).toBe('/staff/documents?state=In+attesa+di+validazione');
    expect(
      screen.getByRole('link', { name: /5\s*sign-ups with a role to confirm/ }).getAttribute('href'),
    ).toBe('/staff/people?roleClaim=pending');
    expect(screen.getByRole('link', { name: /6\s*erasure requests to decide/ }).getAttribute('href')).toBe(
      '/staff/privacy?status=pending',
    );
    expect(screen.getByText('billing forms confirmed since the last export')).toBeTruthy();
    // One of a kind is said in the singular.
    expect(screen.getByText('granted visa without a permit appointment')).toBeTruthy();
  });

  it('asks no counts for staff without Segreteria', async () => {
    await useLanguage('en', ['staff']);
    const fetchMock = signedIn(['Amministrazione']);
    renderWithApp(<StaffHomePage />, { path: '/staff' });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('To do'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock.mock.calls.some((call) => String(call[0]).includes('/overview'))).toBe(false);
  });

  it('links a count only to a list the console has', () => {
    expect(countLink('documentsToValidate')).toBe('/staff/documents?state=In+attesa+di+validazione');
    expect(countLink('billingToExport')).toBe('/staff/billing-export');
    expect(countLink('visasToConfirm')).toBe('/staff/visas?state=toConfirm');
  });
});
