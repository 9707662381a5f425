import '../../../test/setup';
import { emptyEnrolment } from '@school/domain/access/subject';
import type { GetUtilityResponse } from '@school/domain/utility/contracts/get-utility';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { meWith } from '../../../test/me';
import { jsonResponse, renderWithApp, useLanguage } from '../../../test/render';
import { UtilityPage } from './utility-page';

const me = meWith(['Studente'], [], {
  id: 'luca',
  firstName: 'Luca',
  lastName: 'Studenti',
  subject: {
    categories: ['Studente'],
    isShopEnabled: false,
    webappPermissions: [],
    stageStatus: 99,
    hasOpenFeedback: false,
    enrolments: [{ ...emptyEnrolment('c1', 'course'), isActive: true }],
  },
});

const LUCA: GetUtilityResponse = {
  userId: 'luca',
  registrationNumber: 'S2026001',
  pin: '4821',
  enrolment: { id: 'c1', name: 'Corso' },
  courseLocker: { name: '112', freeFrom: '2027-07-31' },
  examLocker: null,
  books: [{ title: 'Il Cucchiaio', code: 'CUC-1' }],
};

function serve(utility: GetUtilityResponse) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === '/api/me'
        ? jsonResponse(200, { user: me })
        : url === '/api/utility'
          ? jsonResponse(200, utility)
          : jsonResponse(404, {}),
    ),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('UtilityPage', () => {
  it('shows the number without its first character under CODE39 bars, the PIN only when asked', async () => {
    await useLanguage('it', ['utility', 'errors']);
    serve(LUCA);
    const { container } = renderWithApp(<UtilityPage />, { path: '/utility' });
    expect((await screen.findByTestId('badge-number')).textContent).toBe('2026001');
    expect(screen.queryByText('S2026001')).toBeNull();
    const svg = container.querySelector('svg[data-barcode="2026001"]');
    expect(svg?.querySelectorAll('rect').length ?? 0).toBeGreaterThan(20);
    expect(svg?.getAttribute('viewBox')).toMatch(/^0 0 \d+/);
    expect(screen.getByTestId('pin-value').textContent).not.toContain('4821');
    fireEvent.click(screen.getByRole('button', { name: 'Mostra PIN' }));
    expect(screen.getByTestId('pin-value').textContent).toBe('4821');
    expect(screen.getByText('Libero dal 31-07-2027')).toBeTruthy();
    expect(screen.getByText("Armadietto d'esame").nextSibling?.textContent).toBe(
      'Nessun armadietto assegnato',
    );
    expect(screen.getByText('Codice: CUC-1')).toBeTruthy();
  }, 30_000);

  it('draws no bars for a number CODE39 cannot encode, and says why', async () => {
    await useLanguage('en', ['utility', 'errors']);
    serve({ ...LUCA, registrationNumber: 'S20_26' });
    const { container } = renderWithApp(<UtilityPage />, { path: '/utility' });
    expect(await screen.findByText(/characters the barcode cannot represent \(_\)/)).toBeTruthy();
    expect(container.querySelector('svg[data-barcode]')).toBeNull();
    expect(screen.getByTestId('badge-number').textContent).toBe('20_26');
  });

  it('says when no number or PIN is assigned', async () => {
    await useLanguage('en', ['utility', 'errors']);
    serve({ ...LUCA, registrationNumber: null, pin: null, courseLocker: null, books: [] });
    renderWithApp(<UtilityPage />, { path: '/utility' });
    expect(await screen.findByText(/registration number has not been assigned yet/)).toBeTruthy();
    expect(screen.getByText(/PIN has not been assigned yet/)).toBeTruthy();
    expect(screen.getByText('No digital books')).toBeTruthy();
  });

  it("never shows an answer that is somebody else's (a copy kept for another person)", async () => {
    await useLanguage('it', ['utility', 'errors']);
    serve({ ...LUCA, userId: 'someone-else' });
    renderWithApp(<UtilityPage />, { path: '/utility' });
    expect(await screen.findByLabelText('Caricamento in corso')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('badge-number')).toBeNull();
    expect(screen.queryByText('4821')).toBeNull();
  });

  it('shows the doors alone to an external user given the doors, without asking for Utility', async () => {
    await useLanguage('it', ['utility', 'doors', 'errors']);
    const external = meWith(['Esterno'], [], {
      id: 'ext',
      subject: {
        categories: ['Esterno'],
        isShopEnabled: false,
        webappPermissions: [],
        stageStatus: 99,
        hasOpenFeedback: false,
        enrolments: [{ ...emptyEnrolment('s1', 'shop'), isActiveDoorOpening: true }],
      },
    });
    const fetch = vi.fn(async (url: string) =>
      url === '/api/me'
        ? jsonResponse(200, { user: external })
        : url === '/api/doors'
          ? jsonResponse(200, { radiusMetres: 50, accuracyMaxMetres: 100, items: [] })
          : jsonResponse(404, {}),
    );
    vi.stubGlobal('fetch', fetch);
    renderWithApp(<UtilityPage />, { path: '/utility' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Porte' })).toBeTruthy();
    expect(screen.queryByTestId('badge-number')).toBeNull();
    expect(fetch.mock.calls.map(([url]) => url)).not.toContain('/api/utility');
  });
});
