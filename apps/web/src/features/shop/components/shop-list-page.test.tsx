import '../../../test/setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, renderWithApp, useLanguage } from '../../../test/render';
import { type Call, card, cart, cartLine, productList, serveShop } from '../testing/shop-server';
import { ShopListPage } from './shop-list-page';

beforeEach(() => useLanguage('it', ['shop', 'errors']));

const listCalls = (calls: Call[]) =>
  calls.filter((call) => call.path === '/api/shop/products').map((call) => call.search);

/** Six products a page, as many pages as asked; the answer says which page it is. */
function serveList(pageCount = 3, extra: Parameters<typeof productList>[0] = {}) {
  return serveShop({
    handle: ({ path, search }) => {
      if (path === '/api/shop/cart') return jsonResponse(200, cart({ lines: [cartLine({ quantity: 3 })] }));
      if (path !== '/api/shop/products') return undefined;
      const page = Number(new URLSearchParams(search).get('page'));
      return jsonResponse(
        200,
        productList({
          products: Array.from({ length: 6 }, (_, i) =>
            card({ id: `p${page}-${i}`, code: `P${page}-${i}`, name: `Prodotto ${page}.${i + 1}` }),
          ),
          page,
          pageCount,
          total: pageCount * 6,
          ...extra,
        }),
      );
    },
  });
}

describe('ShopListPage — section 2 "Shop"', () => {
  it('asks the server for the search, family and page of the address, and shows 6 cards', async () => {
    const calls = serveList();
    renderWithApp(<ShopListPage />, {
      path: '/ecommerce/shop?ricerca=giacca&famiglia=Abbigliamento&pagina=2',
    });
    const list = await screen.findByRole('list', { name: 'Prodotti' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    expect(listCalls(calls)).toEqual(['?search=giacca&family=Abbigliamento&page=2']);
    expect((screen.getByRole('searchbox', { name: 'Cerca un prodotto' }) as HTMLInputElement).value).toBe(
      'giacca',
    );
    expect(screen.getByTestId('page-indicator').textContent).toBe('Pagina 2 di 3');
    expect(screen.getByRole('status').textContent).toBe('18 prodotti trovati');
  });

  it('fetches the first row’s images at once (seen before any scroll), the others lazily', async () => {
    serveList(1);
    renderWithApp(<ShopListPage />, { path: '/ecommerce/shop' });
    const list = await screen.findByRole('list', { name: 'Prodotti' });
    const images = [...list.querySelectorAll('img')];
    expect(images.map((image) => image.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
      'lazy',
    ]);
    expect(images[0]?.getAttribute('fetchpriority')).toBe('high');
    expect(images[3]?.hasAttribute('fetchpriority')).toBe(false);
  });

  it('pages with previous/next, kept in the address (back and forward work)', async () => {
    const calls = serveList();
    const { router } = renderWithApp(<ShopListPage />, { path: '/ecommerce/shop' });
    await screen.findByText('Prodotto 1.1');
    expect(screen.getByRole('button', { name: 'Precedente' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Successiva' }));
    expect(await screen.findByText('Prodotto 2.1')).toBeTruthy();
    expect(router.state.location.search).toBe('?pagina=2');
    expect(screen.getByTestId('page-indicator').textContent).toBe('Pagina 2 di 3');
    fireEvent.click(screen.getByRole('button', { name: 'Successiva' }));
    expect(await screen.findByText('Prodotto 3.1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Successiva' }).hasAttribute('disabled')).toBe(true);
    // The browser's back returns to the page before.
    await router.navigate(-1);
    expect(await screen.findByText('Prodotto 2.1')).toBeTruthy();
    expect(listCalls(calls).slice(0, 3)).toEqual(['?page=1', '?page=2', '?page=3']);
    expect(router.state.location.search).toBe('?pagina=2');
  });

  it('filters by the families of the answer plus Reset, from the first page', async () => {
    const calls = serveList(1);
    const { router } = renderWithApp(<ShopListPage />, { path: '/ecommerce/shop?ricerca=x&pagina=1' });
    await screen.findByText('Prodotto 1.1');
    const filter = screen.getByRole('combobox', { name: 'Categoria' });
    await userEvent.click(filter);
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Abbigliamento',
      'Libri',
      'Torta',
      'Reset',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Libri' }));
    await waitFor(() => expect(router.state.location.search).toBe('?ricerca=x&famiglia=Libri'));
    await waitFor(() => expect(listCalls(calls)).toContain('?search=x&family=Libri&page=1'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Categoria' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Reset' }));
    await waitFor(() => expect(router.state.location.search).toBe('?ricerca=x'));
  });

  it('searches with the search button', async () => {
    const calls = serveList(1);
    const { router } = renderWithApp(<ShopListPage />, { path: '/ecommerce/shop?pagina=2' });
    const box = await screen.findByRole('searchbox', { name: 'Cerca un prodotto' });
    await userEvent.type(box, '  Torta ');
    expect(listCalls(calls)).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Cerca' }));
    await waitFor(() => expect(router.state.location.search).toBe('?ricerca=Torta'));
    await waitFor(() => expect(listCalls(calls).at(-1)).toBe('?search=Torta&page=1'));
  });

  it('draws each card by the answer: border, highlight, tag, promo price, default icon', async () => {
    serveShop({
      handle: ({ path }) => {
        if (path === '/api/shop/cart') return jsonResponse(200, cart());
        if (path !== '/api/shop/products') return undefined;
        return jsonResponse(
          200,
          productList({
            products: [
              card({
                id: 'a',
                code: 'PROMO',
                name: 'Grembiule',
                tag: 'Promo!',
                border: 'red',
                price: { unitCents: 1500, regularCents: 2000, isPromo: true },
              }),
              card({ id: 'b', code: 'NEW', name: 'Manuale', tag: 'New!', border: 'green', imageUrl: null }),
              card({
                id: 'c',
                code: 'GOLD',
                name: 'Torta',
                highlighted: true,
                bookingInfo: 'Ritiro il venerdì',
              }),
            ],
            total: 3,
          }),
        );
      },
    });
    const { container } = renderWithApp(<ShopListPage />, { path: '/ecommerce/shop' });
    await screen.findByText('Grembiule');
    const promo = container.querySelector('[data-product="PROMO"]') as HTMLElement;
    const fresh = container.querySelector('[data-product="NEW"]') as HTMLElement;
    const gold = container.querySelector('[data-product="GOLD"]') as HTMLElement;
    expect([promo, fresh, gold].map((c) => c.getAttribute('data-border'))).toEqual(['red', 'green', 'gold']);
    expect(gold.hasAttribute('data-highlighted')).toBe(true);
    expect(promo.hasAttribute('data-highlighted')).toBe(false);
    expect(within(gold).getByText('In evidenza')).toBeTruthy();
    expect(within(gold).getByText('Ritiro il venerdì')).toBeTruthy();
    expect(within(promo).getByText('Promo!')).toBeTruthy();
    expect(within(fresh).getByText('New!')).toBeTruthy();
    // The promotional price beside the struck-through normal price.
    expect(promo.textContent).toContain('€\u00a015,00');
    expect(within(promo).getByTestId('regular-price').textContent).toContain('€\u00a020,00');
    expect(within(promo).getByTestId('regular-price').style.textDecoration).toBe('line-through');
    expect(within(gold).getByText('€ 45,00')).toBeTruthy();
    // No image: the default icon; an image that fails to load: the default icon too.
    expect(within(fresh).getByTestId('default-product-icon')).toBeTruthy();
    const image = promo.querySelector('img') as HTMLImageElement;
    expect(image.getAttribute('src')).toBe('/api/shop/files/img-1');
    fireEvent.error(image);
    expect(within(promo).getByTestId('default-product-icon')).toBeTruthy();
    // The card opens the sheet.
    expect(within(promo).getByRole('link', { name: 'Grembiule' }).getAttribute('href')).toBe(
      '/ecommerce/shop/product/PROMO',
    );
    expect(within(promo).getByText(/INFO/)).toBeTruthy();
  });

  it('shows the cart button with the cart’s total quantity, and opens the cart in the address', async () => {
    serveList(1);
    const { router } = renderWithApp(<ShopListPage />, { path: '/ecommerce/shop?pagina=1' });
    const button = await screen.findByRole('button', { name: 'Carrello, 3 articoli' });
    expect(screen.getByTestId('cart-badge').textContent).toContain('3');
    fireEvent.click(button);
    await waitFor(() => expect(router.state.location.search).toBe('?pagina=1&carrello=1'));
    const drawer = await screen.findByRole('dialog', { name: 'Carrello' });
    expect(await within(drawer).findByText('Giacca da cuoco')).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Chiudi il carrello' }));
    await waitFor(() => expect(router.state.location.search).toBe('?pagina=1'));
  });

  it('names the families in English on the English page, and asks for them by their values', async () => {
    await useLanguage('en', ['shop', 'errors']);
    const calls = serveList(1);
    const { router } = renderWithApp(<ShopListPage />, { path: '/ecommerce/shop?ricerca=x&pagina=1' });
    await screen.findByText('Prodotto 1.1');
    await userEvent.click(screen.getByRole('combobox', { name: 'Category' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Clothing',
      'Books',
      'Cakes',
      'Reset',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Books' }));
    await waitFor(() => expect(router.state.location.search).toBe('?ricerca=x&famiglia=Libri'));
    await waitFor(() => expect(listCalls(calls)).toContain('?search=x&family=Libri&page=1'));
  });

  it('says when nothing matches, in English too', async () => {
    await useLanguage('en', ['shop', 'errors']);
    serveShop({
      handle: ({ path }) =>
        path === '/api/shop/cart'
          ? jsonResponse(200, cart())
          : path === '/api/shop/products'
            ? jsonResponse(200, productList({ products: [], total: 0 }))
            : undefined,
    });
    renderWithApp(<ShopListPage />, { path: '/ecommerce/shop?ricerca=zzz' });
    const empty = await screen.findByText('No product matches your search.');
    expect(empty.closest('[role="status"]')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cart, 0 items' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Product pages' })).toBeNull();
  });
});
