import '../../../test/setup';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithApp, useLanguage } from '../../../test/render';
import { HousingPage } from './housing-page';

const STAY = {
  contractName: 'Housing Colorno 2026B',
  apartmentName: 'Residenza Reggia – Appartamento 3B',
  apartmentAddress: 'Via Giuseppe Verdi 12, 43052 Colorno (PR)',
  checkInDate: '2026-09-06',
  checkInTime: '15:00',
  checkOutDate: '2027-07-03',
  checkOutTime: '10:00',
};

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === '/api/housing' ? jsonResponse(status, body) : jsonResponse(404, {}),
    ),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('HousingPage', () => {
  it('shows the apartment with its map link, check-in and check-out in Italian, the rules and the emergency numbers', async () => {
    answer(200, STAY);
    await useLanguage('it', ['housing', 'errors']);
    renderWithApp(<HousingPage />, { path: '/housing' });
    expect(await screen.findByText(STAY.apartmentName)).toBeTruthy();
    const map = screen.getByRole('link', { name: /Apri la mappa/ });
    expect(map.getAttribute('href')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Via%20Giuseppe%20Verdi%2012%2C%2043052%20Colorno%20(PR)',
    );
    expect(map.getAttribute('target')).toBe('_blank');
    expect(screen.getByTestId('check-in').textContent).toBe('domenica 6 settembre 2026, ore 15:00');
    expect(screen.getByTestId('check-out').textContent).toBe('sabato 3 luglio 2027, ore 10:00');
    expect(screen.getByRole('link', { name: 'Leggi il regolamento' }).getAttribute('href')).toBe(
      '/regolamentoHousing',
    );
    expect(screen.getByRole('link', { name: '112' }).getAttribute('href')).toBe('tel:112');
    expect(screen.getByRole('link', { name: '+39 0521 525211' }).getAttribute('href')).toBe(
      'tel:+390521525211',
    );
    // The secretariat's interventions: the tickets, from Housing.
    expect(document.querySelectorAll('[data-box]')).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'Richiedi un intervento' }).getAttribute('href')).toBe(
      '/interventi?from=Housing',
    );
  });

  it('says the stay is not assigned yet, keeping the rules and emergency boxes', async () => {
    answer(404, { error: { code: 'housing.notAssigned', message: 'No stay' } });
    await useLanguage('it', ['housing', 'errors']);
    renderWithApp(<HousingPage />, { path: '/housing' });
    expect(await screen.findByText(/Il tuo alloggio non è ancora stato assegnato/)).toBeTruthy();
    expect(document.querySelector('[data-box="apartment"]')).toBeNull();
    expect(document.querySelector('[data-box="rules"]')).toBeTruthy();
    expect(document.querySelector('[data-box="emergency"]')).toBeTruthy();
  });

  it('reads the dates in English', async () => {
    answer(200, STAY);
    await useLanguage('en', ['housing', 'errors']);
    renderWithApp(<HousingPage />, { path: '/housing' });
    expect((await screen.findByTestId('check-in')).textContent).toBe('Sunday, 6 September 2026, at 15:00');
    expect(screen.getByRole('heading', { name: 'Emergencies and useful numbers' })).toBeTruthy();
  });
});
