import '../../../test/setup';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { meWith } from '../../../test/me';
import { renderWithApp, useLanguage } from '../../../test/render';
import { serveShop, shopper } from '../testing/shop-server';
import { CommerceHome } from './commerce-home';

beforeEach(() => useLanguage('it', ['shop']));

const box = (id: string) => document.querySelector(`[data-box="${id}"]`) as HTMLElement | null;

describe('CommerceHome — section 2 "Commerce home"', () => {
  it('links the four boxes for a person with the shop and the top-up', async () => {
    serveShop({ me: shopper(), handle: () => undefined });
    renderWithApp(<CommerceHome />, { path: '/ecommerce' });
    expect((await screen.findByRole('link', { name: 'Acquisti' })).getAttribute('href')).toBe(
      '/ecommerce/shop',
    );
    expect(screen.getByRole('link', { name: 'Storico' }).getAttribute('href')).toBe('/ecommerce/log');
    expect(screen.getByRole('link', { name: 'Ricarica Badge' }).getAttribute('href')).toBe(
      '/ecommerce/topup',
    );
    expect(screen.getByRole('link', { name: 'Coupons' }).getAttribute('href')).toBe('/ecommerce/coupons');
  });

  it('shows every box, disabled by commerceBoxes with the reason: coupons only for a signed-in person', async () => {
    serveShop({ me: meWith(['Candidato']), handle: () => undefined });
    renderWithApp(<CommerceHome />, { path: '/ecommerce' });
    await screen.findByRole('link', { name: 'Coupons' });
    expect(
      ['shop', 'history', 'topUp', 'coupons'].map((id) => box(id)?.getAttribute('aria-disabled') ?? null),
    ).toEqual(['true', 'true', 'true', null]);
    expect(box('shop')?.textContent).toContain('Il negozio non è attivo per il tuo profilo.');
    expect(box('topUp')?.textContent).toContain('La ricarica del badge non è attiva per il tuo corso.');
    expect(screen.queryByRole('link', { name: 'Acquisti' })).toBeNull();
  });

  it('the shop without the top-up', async () => {
    await useLanguage('en', ['shop']);
    serveShop({
      me: meWith(['Esterno'], [], { subject: { ...meWith(['Esterno']).subject, isShopEnabled: true } }),
      handle: () => undefined,
    });
    renderWithApp(<CommerceHome />, { path: '/ecommerce' });
    expect((await screen.findByRole('link', { name: 'Purchases' })).getAttribute('href')).toBe(
      '/ecommerce/shop',
    );
    expect(screen.getByRole('link', { name: 'Order history' })).toBeTruthy();
    expect(box('topUp')?.getAttribute('aria-disabled')).toBe('true');
    expect(box('topUp')?.textContent).toContain('The badge top-up is not active for your course.');
  });
});
