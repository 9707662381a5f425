import '../../../test/setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithApp, useLanguage } from '../../../test/render';
import { serveShop } from '../testing/shop-server';
import { CouponsPage } from './coupons-page';

beforeEach(() => useLanguage('it', ['shop', 'errors']));

describe('CouponsPage — section 2 "Coupons"', () => {
  it('shows each coupon: partner, discount, code with its copy button, notes, the partner’s site in a new tab', async () => {
    serveShop({
      handle: ({ path }) =>
        path === '/api/shop/coupons'
          ? jsonResponse(200, {
              coupons: [
                {
                  id: 'c1',
                  partner: 'Coltelleria Rossi',
                  code: 'ALMA15',
                  discount: '15% su tutti i coltelli',
                  notes: 'Valido online.',
                  url: 'https://coltelleria.example.test',
                },
              ],
            })
          : undefined,
    });
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    const { container } = renderWithApp(<CouponsPage />, { path: '/ecommerce/coupons' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Coltelleria Rossi' })).toBeTruthy();
    const coupon = within(container.querySelector('[data-coupon="c1"]') as HTMLElement);
    expect(coupon.getByText('15% su tutti i coltelli')).toBeTruthy();
    expect(coupon.getByTestId('coupon-code').textContent).toBe('ALMA15');
    expect(coupon.getByText('Valido online.')).toBeTruthy();
    const site = coupon.getByRole('link', { name: /Vai al sito di Coltelleria Rossi/ });
    expect(site.getAttribute('href')).toBe('https://coltelleria.example.test');
    expect(site.getAttribute('target')).toBe('_blank');
    expect(site.getAttribute('rel')).toContain('noopener');
    fireEvent.click(coupon.getByRole('button', { name: 'Copia il codice ALMA15' }));
    expect(writeText).toHaveBeenCalledWith('ALMA15');
    await waitFor(() => expect(coupon.getByRole('button', { name: 'Codice copiato' })).toBeTruthy());
    expect(coupon.getByRole('status').textContent).toBe('Codice copiato');
  });

  it('says when no coupon is on show', async () => {
    serveShop({
      handle: ({ path }) => (path === '/api/shop/coupons' ? jsonResponse(200, { coupons: [] }) : undefined),
    });
    renderWithApp(<CouponsPage />, { path: '/ecommerce/coupons' });
    expect(await screen.findByText('Nessun coupon disponibile al momento.')).toBeTruthy();
  });
});
