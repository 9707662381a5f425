import '../../../test/setup';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, renderWithApp, useLanguage } from '../../../test/render';
import { serveShop, TOP_UP_ID } from '../testing/shop-server';
import { TopUpPage } from './top-up-page';

const OTHER_ID = '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d';

beforeEach(() => useLanguage('it', ['shop', 'errors']));

function serveTopUps(products: { id: string; code: string; name: string; unitCents: number }[]) {
  return serveShop({
    handle: ({ path }) => (path === '/api/shop/top-ups' ? jsonResponse(200, { products }) : undefined),
  });
}

describe('TopUpPage — section 2 "Badge top-up"', () => {
  it('offers the top-ups in the answer’s order (cheapest first), the first preselected, with the big price', async () => {
    serveTopUps([
      { id: TOP_UP_ID, code: 'RB5', name: 'Ricarica badge 5 €', unitCents: 500 },
      { id: OTHER_ID, code: 'RB20', name: 'Ricarica badge 20 €', unitCents: 2000 },
    ]);
    const { router } = renderWithApp(<TopUpPage />, { path: '/ecommerce/topup' });
    const select = await screen.findByRole('combobox', { name: 'Importo della ricarica' });
    expect((select as HTMLInputElement).value).toBe('€\u00a05,00');
    expect(screen.getByTestId('top-up-price').textContent).toBe('€\u00a05,00');
    await userEvent.click(select);
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      '€\u00a05,00',
      '€\u00a020,00',
    ]);
    await userEvent.click(screen.getByRole('option', { name: '€\u00a020,00' }));
    expect(screen.getByTestId('top-up-price').textContent).toBe('€\u00a020,00');
    await userEvent.click(screen.getByRole('button', { name: 'Acquista' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ecommerce/riepilogo'));
    expect(router.state.location.search).toBe(`?topUp=${OTHER_ID}`);
  });

  it('"Acquista" with the preselected top-up', async () => {
    serveTopUps([{ id: TOP_UP_ID, code: 'RB5', name: 'Ricarica badge 5 €', unitCents: 500 }]);
    const { router } = renderWithApp(<TopUpPage />, { path: '/ecommerce/topup' });
    await userEvent.click(await screen.findByRole('button', { name: 'Acquista' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?topUp=${TOP_UP_ID}`));
  });

  it('says when there is no top-up', async () => {
    serveTopUps([]);
    renderWithApp(<TopUpPage />, { path: '/ecommerce/topup' });
    expect(await screen.findByText('Nessuna ricarica disponibile al momento.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Acquista' })).toBeNull();
  });
});
