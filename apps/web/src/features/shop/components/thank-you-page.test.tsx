import '../../../test/setup';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithApp, useLanguage } from '../../../test/render';
import { serveShop } from '../testing/shop-server';
import { ThankYouPage } from './thank-you-page';

beforeEach(() => {
  serveShop({ handle: () => undefined });
});

describe('ThankYouPage — /ecommerce/typ/{success}', () => {
  it('s: the specification’s thanks, with the orders and the shop', async () => {
    await useLanguage('it', ['shop']);
    renderWithApp(<ThankYouPage outcome="s" />, { path: '/ecommerce/typ/s' });
    expect((await screen.findByRole('status')).textContent).toBe(
      "Grazie per aver acquistato! Ti verrà inviata un'email di conferma per l'ordine.",
    );
    expect((await screen.findByRole('link', { name: 'I miei ordini' })).getAttribute('href')).toBe(
      '/ecommerce/log',
    );
    expect(screen.getByRole('link', { name: 'Torna al negozio' }).getAttribute('href')).toBe(
      '/ecommerce/shop',
    );
  });

  it('f: the specification’s warning', async () => {
    await useLanguage('it', ['shop']);
    renderWithApp(<ThankYouPage outcome="f" />, { path: '/ecommerce/typ/f' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Attenzione, il pagamento non è andato a buon fine. Riprova più tardi.',
    );
  });

  it('in English', async () => {
    await useLanguage('en', ['shop']);
    const { unmount } = renderWithApp(<ThankYouPage outcome="s" />, { path: '/ecommerce/typ/s' });
    expect((await screen.findByRole('status')).textContent).toBe(
      'Thank you for your purchase! You will receive a confirmation e-mail for your order.',
    );
    unmount();
    renderWithApp(<ThankYouPage outcome="f" />, { path: '/ecommerce/typ/f' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Attention, the payment was not successful. Please try again later.',
    );
  });

  it('anything else is the not-found page', async () => {
    await useLanguage('it', ['shop']);
    renderWithApp(<ThankYouPage outcome="x" />, { path: '/ecommerce/typ/x' });
    expect(await screen.findByRole('heading', { name: 'Pagina non trovata' })).toBeTruthy();
  });
});
