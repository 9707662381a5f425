import '../../../test/setup';
import type { Cart } from '@school/domain/shop/contracts/shop';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, renderWithApp, useLanguage } from '../../../test/render';
import { cart, cartLine, serveShop, writes } from '../testing/shop-server';
import { CartView } from './cart-view';

const BAG_ID = '9d1c6a52-7d1e-4f7b-8a35-0d4c2b1e6f70';

beforeEach(() => useLanguage('it', ['shop', 'errors']));

const full = (): Cart =>
  cart({
    lines: [
      cartLine(),
      cartLine({
        id: 'l2',
        name: 'Grembiule ricamato',
        size: '',
        sizeKind: 'none',
        embroideryText: 'Chef Mario',
        quantity: 1,
        totalCents: 2500,
        unitCents: 2500,
        controls: { showsQuantity: false, canDecrease: false, canIncrease: false, canDelete: true },
      }),
      cartLine({
        id: 'l3',
        name: 'Scarpe antiscivolo',
        size: '42',
        sizeKind: 'shoe',
        quantity: 1,
        totalCents: 6000,
        unitCents: 6000,
        controls: { showsQuantity: true, canDecrease: false, canIncrease: false, canDelete: true },
      }),
    ],
    bags: [{ productId: BAG_ID, name: 'Shopper ALMA', unitCents: 50 }],
    bagProductId: null,
    totals: { linesCents: 17500, bagCents: 0, cartCents: 17500 },
    quantity: 4,
    canBuyNow: true,
  });

/** The cart `initial`; every change answers `after` (the cart as the server then has it). */
function serveCart(initial: Cart, after: Cart = initial) {
  return serveShop({
    handle: ({ method, path }) => {
      if (path === '/api/shop/cart' && method === 'GET') return jsonResponse(200, initial);
      if (path.startsWith('/api/shop/cart/')) return jsonResponse(200, after);
      return undefined;
    },
  });
}

const lineOf = (container: HTMLElement, id: string) =>
  within(container.querySelector(`[data-line="${id}"]`) as HTMLElement);

describe('CartView — section 2 "Cart"', () => {
  it('lists the lines with image, name, size or shoe number, embroidery, quantity, line total and the totals', async () => {
    serveCart(full());
    const { container } = renderWithApp(<CartView />, { path: '/ecommerce/shop' });
    await screen.findByRole('list', { name: 'Prodotti nel carrello' });
    const jacket = lineOf(container, 'l1');
    expect(jacket.getByText('Taglia: M')).toBeTruthy();
    expect(jacket.getByTestId('line-quantity').textContent).toBe('2');
    expect(jacket.getByTestId('line-total').textContent).toBe('€\u00a090,00');
    expect(jacket.getByTestId('default-product-icon')).toBeTruthy();
    const apron = lineOf(container, 'l2');
    expect(apron.getByText('Ricamo: Chef Mario')).toBeTruthy();
    // "embroidery items have no quantity controls".
    expect(apron.getByTestId('line-quantity').textContent).toBe('Quantità: 1');
    expect(apron.queryByRole('button', { name: /quantità/ })).toBeNull();
    expect(lineOf(container, 'l3').getByText('Numero: 42')).toBeTruthy();
    expect(screen.getByTestId('cart-total').textContent).toBe('€\u00a0175,00');
  });

  it('−/+ follow the server’s controls and send the new quantity', async () => {
    const calls = serveCart(full());
    const { container } = renderWithApp(<CartView />, { path: '/ecommerce/shop' });
    await screen.findByRole('list', { name: 'Prodotti nel carrello' });
    const shoes = lineOf(container, 'l3');
    expect(
      shoes
        .getByRole('button', { name: 'Diminuisci la quantità di Scarpe antiscivolo' })
        .hasAttribute('disabled'),
    ).toBe(true);
    expect(
      shoes
        .getByRole('button', { name: 'Aumenta la quantità di Scarpe antiscivolo' })
        .hasAttribute('disabled'),
    ).toBe(true);
    fireEvent.click(
      lineOf(container, 'l1').getByRole('button', { name: 'Aumenta la quantità di Giacca da cuoco' }),
    );
    await waitFor(() =>
      expect(writes(calls)).toEqual([
        { method: 'PATCH', path: '/api/shop/cart/lines/l1', search: '', body: { quantity: 3 } },
      ]),
    );
    expect((await screen.findByRole('status')).textContent).toBe('Carrello aggiornato.');
    fireEvent.click(
      lineOf(container, 'l1').getByRole('button', { name: 'Diminuisci la quantità di Giacca da cuoco' }),
    );
    await waitFor(() => expect(writes(calls).at(-1)?.body).toEqual({ quantity: 1 }));
  });

  it('deletes a line, but never a bag', async () => {
    const withBag = full();
    withBag.lines.push(
      cartLine({
        id: 'bag',
        name: 'Shopper ALMA',
        family: 'Shopper',
        size: '',
        sizeKind: 'none',
        quantity: 1,
        totalCents: 50,
        controls: { showsQuantity: false, canDecrease: false, canIncrease: false, canDelete: false },
      }),
    );
    const calls = serveCart(withBag, cart());
    const { container } = renderWithApp(<CartView />, { path: '/ecommerce/shop' });
    await screen.findByRole('list', { name: 'Prodotti nel carrello' });
    expect(lineOf(container, 'bag').queryByRole('button', { name: /Rimuovi/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Rimuovi Grembiule ricamato dal carrello' }));
    await waitFor(() =>
      expect(writes(calls)).toEqual([
        { method: 'DELETE', path: '/api/shop/cart/lines/l2', search: '', body: undefined },
      ]),
    );
    // The answer is the cart now: empty.
    expect(await screen.findByText('Il carrello è vuoto.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Acquista ora' }).hasAttribute('disabled')).toBe(true);
  });

  it('offers "Nessuna shopper" or each bag with its price', async () => {
    const chosen = {
      ...full(),
      bagProductId: BAG_ID,
      totals: { linesCents: 17500, bagCents: 50, cartCents: 17550 },
    };
    const calls = serveCart(full(), chosen);
    renderWithApp(<CartView />, { path: '/ecommerce/shop' });
    const none = await screen.findByRole('radio', { name: 'Nessuna shopper' });
    expect((none as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Shopper ALMA (€\u00a00,50)' }));
    await waitFor(() =>
      expect(writes(calls)).toEqual([
        { method: 'PUT', path: '/api/shop/cart/bag', search: '', body: { productId: BAG_ID } },
      ]),
    );
    expect(await screen.findByText('€ 0,50', { selector: 'p' })).toBeTruthy();
    expect(screen.getByTestId('cart-total').textContent).toBe('€\u00a0175,50');
    fireEvent.click(screen.getByRole('radio', { name: 'Nessuna shopper' }));
    await waitFor(() => expect(writes(calls).at(-1)?.body).toEqual({ productId: null }));
  });

  it('"Acquista ora" opens the summary', async () => {
    serveCart(full());
    const { router } = renderWithApp(<CartView />, { path: '/ecommerce/shop' });
    fireEvent.click(await screen.findByRole('button', { name: 'Acquista ora' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ecommerce/riepilogo'));
  });

  it('"Acquista ora" is disabled when the server says the cart cannot be bought', async () => {
    serveCart({ ...full(), canBuyNow: false });
    renderWithApp(<CartView />, { path: '/ecommerce/shop' });
    expect((await screen.findByRole('button', { name: 'Acquista ora' })).hasAttribute('disabled')).toBe(true);
  });

  it('tells a refused change, in English too', async () => {
    await useLanguage('en', ['shop', 'errors']);
    serveShop({
      handle: ({ method, path }) => {
        if (path === '/api/shop/cart' && method === 'GET') return jsonResponse(200, full());
        if (path.startsWith('/api/shop/cart/lines/'))
          return jsonResponse(409, { error: { code: 'shop.quantityLimitReached', message: 'x' } });
        return undefined;
      },
    });
    const { container } = renderWithApp(<CartView />, { path: '/ecommerce/shop' });
    await screen.findByRole('list', { name: 'Products in the cart' });
    fireEvent.click(
      lineOf(container, 'l1').getByRole('button', { name: 'Increase the quantity of Giacca da cuoco' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Maximum quantity per order reached');
  });
});
