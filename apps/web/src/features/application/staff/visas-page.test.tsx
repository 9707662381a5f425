import '../../../test/setup';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { meWith } from '../../../test/me';
import { jsonResponse, renderWithApp, useLanguage } from '../../../test/render';
import { countLink } from '../../staff/pages/home-page';
import VisasPage from './visas-page';

const item = (id: string, lastName: string, outcomeSavedAt: string) => ({
  visa: {
    id,
    recordType: 'Visto D',
    status: 'Visto concesso',
    visaStartDate: '2026-09-01',
    visaExpiryDate: '2027-08-31',
    flightArrival: null,
    outcomeSavedAt,
    permitAppointmentDate: null,
  },
  applicationId: `app-${id}`,
  candidate: { id: `u-${id}`, firstName: 'Mei', lastName, email: `${id}@example.com` },
  edition: 'CUCINA-2027A',
});

function server() {
  const fetchMock = vi.fn(async (url: string) => {
    if (url === '/api/me')
      return jsonResponse(200, { user: meWith(['Dipendente'], ['Segreteria'], { language: 'en' }) });
    if (url.startsWith('/api/staff/visas?')) {
      const all = new URL(url, 'http://x').searchParams.get('state') === 'all';
      const items = all
        ? [item('v1', 'Lin', '2026-05-01T10:00:00Z'), item('v2', 'Wang', '2026-04-01T10:00:00Z')]
        : [item('v1', 'Lin', '2026-05-01T10:00:00Z')];
      return jsonResponse(200, { items, total: items.length, page: 1, pageSize: 20 });
    }
    return jsonResponse(404, {});
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('the visa queue', () => {
  // The table shows a column while its media query matches (the empty query matches everywhere).
  const stubbedMatchMedia = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = (query: string) => ({ ...stubbedMatchMedia(query), matches: query.trim() === '' });
  });
  afterEach(() => {
    window.matchMedia = stubbedMatchMedia;
  });

  it('lists the visas to confirm, each linked to its application; "All" asks for every visa', async () => {
    await useLanguage('en', ['staff', 'candidate']);
    const fetchMock = server();
    renderWithApp(<VisasPage />, { path: '/staff/visas' });
    const link = await screen.findByRole('link', { name: 'Lin Mei' });
    expect(link.getAttribute('href')).toBe('/staff/applications/app-v1');
    // The status in the page's language, as the candidate area says it.
    expect(await screen.findByText('Visa granted')).toBeTruthy();
    expect(screen.queryByText('Visto concesso')).toBeNull();
    expect(screen.getByText('Type D visa')).toBeTruthy();
    expect(screen.queryByText('Visto D')).toBeNull();
    expect(String(fetchMock.mock.calls.find((c) => String(c[0]).includes('/visas'))?.[0])).toContain(
      'state=toConfirm',
    );
    fireEvent.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some((c) => String(c[0]).includes('state=all'))).toBe(true),
    );
  });

  it("opens from the home's count filtered to the visas to confirm, as many as the count says", async () => {
    await useLanguage('en', ['staff']);
    const fetchMock = server();
    const to = countLink('visasToConfirm');
    expect(to).toBe('/staff/visas?state=toConfirm');
    renderWithApp(<VisasPage />, { path: to ?? '' });
    expect(await screen.findByRole('link', { name: 'Lin Mei' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Wang Mei' })).toBeNull();
    expect((screen.getByRole('radio', { name: 'To confirm' }) as HTMLInputElement).checked).toBe(true);
    const asked = fetchMock.mock.calls
      .map((c) => String(c[0]))
      .filter((url) => url.includes('/api/staff/visas'));
    expect(asked.every((url) => url.includes('state=toConfirm'))).toBe(true);
    // Back from "All" to "To confirm" names the filter in the address again.
    fireEvent.click(screen.getByRole('radio', { name: 'All' }));
    expect(await screen.findByRole('link', { name: 'Wang Mei' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'To confirm' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Wang Mei' })).toBeNull());
  });
});
