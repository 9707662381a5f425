import '../../../test/setup';
import type { Cart, ProductSheet } from '@school/domain/shop/contracts/shop';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, renderWithApp, useLanguage } from '../../../test/render';
import { cart, cartLine, PRODUCT_ID, serveShop, sheet, writes } from '../testing/shop-server';
import { ProductSheetPage } from './product-sheet-page';

beforeEach(() => useLanguage('it', ['shop', 'errors']));

/** The sheet of `product`; the cart `inCart`; adding answers the cart with one more line. */
function serveSheet(product: ProductSheet, inCart: Cart = cart()) {
  let current = inCart;
  return serveShop({
    handle: ({ method, path }) => {
      if (path === '/api/shop/products/GIACCA-01') return jsonResponse(200, product);
      if (path === '/api/shop/cart' && method === 'GET') return jsonResponse(200, current);
      if (path === '/api/shop/cart/lines' && method === 'POST') {
        current = cart({
          lines: [...current.lines, cartLine({ id: `l${current.lines.length + 1}`, quantity: 1 })],
        });
        return jsonResponse(201, current);
      }
      return undefined;
    },
  });
}

const render = () =>
  renderWithApp(<ProductSheetPage code="GIACCA-01" />, { path: '/ecommerce/shop/product/GIACCA-01' });

/** The buttons wait for the cart (the bounds count it). */
async function ready() {
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Aggiungi al carrello' }).hasAttribute('disabled')).toBe(false),
  );
}

async function choose(label: string, option: string) {
  await userEvent.click(await screen.findByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('ProductSheetPage — section 2 "Product sheet"', () => {
  it('shows the detail: name, price, sizes in the answer’s order, lead time, details and technical sheet', async () => {
    serveSheet(sheet({ bookingInfo: 'Consegna a lezione' }));
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Giacca da cuoco' })).toBeTruthy();
    expect(screen.getByText('Consegna a lezione')).toBeTruthy();
    expect(screen.getByText('€ 45,00')).toBeTruthy();
    expect(screen.getByText('Tempo di approvvigionamento: 7 giorni')).toBeTruthy();
    expect(screen.getByText('Giacca in cotone con bottoni a pressione.')).toBeTruthy();
    expect(screen.getByText('Lavare a 60 gradi.')).toBeTruthy();
    const pdf = screen.getByRole('link', { name: /scheda-giacca\.pdf/ });
    expect(pdf.getAttribute('href')).toBe('/api/shop/files/s1');
    expect(pdf.getAttribute('target')).toBe('_blank');
    await userEvent.click(screen.getByRole('combobox', { name: 'Taglia' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['S', 'M', 'L']);
    expect(screen.getByRole('link', { name: 'Torna ai prodotti' }).getAttribute('href')).toBe(
      '/ecommerce/shop',
    );
  });

  it('requires the size: "Scegli la taglia o il numero." and nothing is sent; then shows its availability', async () => {
    const calls = serveSheet(sheet());
    render();
    await screen.findByRole('button', { name: 'Aggiungi al carrello' });
    await ready();
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi al carrello' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Scegli la taglia o il numero.');
    expect(writes(calls)).toEqual([]);
    await choose('Taglia', 'M');
    expect(screen.getByTestId('availability').textContent).toBe('Disponibilità: Prenotabile');
    await choose('Taglia', 'L');
    expect(screen.getByTestId('availability').textContent).toBe('Disponibilità: Esaurito');
    expect(screen.getByRole('button', { name: 'Aggiungi al carrello' }).hasAttribute('disabled')).toBe(true);
  });

  it('names the select "Numero" for shoes', async () => {
    serveSheet(sheet({ sizeKind: 'shoe', sizes: [{ size: '42', stock: 'inStock' }] }));
    render();
    expect(await screen.findByRole('combobox', { name: 'Numero' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Taglia' })).toBeNull();
  });

  it('bounds the quantity by the per-order maximum less what the cart holds', async () => {
    serveSheet(sheet({ perOrderMax: 3 }), cart({ lines: [cartLine({ quantity: 1 })] }));
    render();
    await userEvent.click(await screen.findByRole('combobox', { name: 'Quantità' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['1', '2']);
  });

  it('offers 1 to 10 without a per-order maximum', async () => {
    serveSheet(sheet({ perOrderMax: null }), cart({ lines: [cartLine({ quantity: 4 })] }));
    render();
    await userEvent.click(await screen.findByRole('combobox', { name: 'Quantità' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(
      Array.from({ length: 10 }, (_, i) => String(i + 1)),
    );
  });

  it('at the maximum: "Quantità massima per ordine raggiunta", and the buttons are disabled', async () => {
    serveSheet(sheet({ perOrderMax: 2 }), cart({ lines: [cartLine({ quantity: 2 })] }));
    render();
    expect((await screen.findByTestId('quantity-limit')).textContent).toBe(
      'Quantità massima per ordine raggiunta',
    );
    expect(screen.queryByRole('combobox', { name: 'Quantità' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Aggiungi al carrello' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Acquisto rapido' }).hasAttribute('disabled')).toBe(true);
  });

  it('says the limit in English too', async () => {
    await useLanguage('en', ['shop', 'errors']);
    serveSheet(sheet({ perOrderMax: 1 }), cart({ lines: [cartLine({ quantity: 1 })] }));
    render();
    expect((await screen.findByTestId('quantity-limit')).textContent).toBe(
      'Maximum quantity per order reached',
    );
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeTruthy();
  });

  it('embroidery: a live counter, its price, required, refused over 15 characters', async () => {
    const calls = serveSheet(
      sheet({ sizeKind: 'none', sizes: [], isEmbroiderable: true, embroideryCents: 500 }),
    );
    render();
    const input = await screen.findByRole('textbox', { name: 'Testo del ricamo' });
    expect(screen.getByText('Il ricamo aggiunge € 5,00 al prezzo.')).toBeTruthy();
    expect(screen.getByTestId('embroidery-counter').textContent).toContain('0/15 caratteri');
    await ready();
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi al carrello' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Scrivi il testo del ricamo.');
    await userEvent.type(input, 'Chef Mario');
    expect(screen.getByTestId('embroidery-counter').textContent).toContain('10/15 caratteri');
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.type(input, ' Rossi!');
    expect(screen.getByTestId('embroidery-counter').textContent).toContain('17/15 caratteri');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Il ricamo può avere al massimo 15 caratteri, spazi compresi.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi al carrello' }));
    expect(writes(calls)).toEqual([]);
    await userEvent.clear(input);
    await userEvent.type(input, '  Chef Mario ');
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi al carrello' }));
    await waitFor(() =>
      expect(writes(calls).map((call) => call.body)).toEqual([
        { productId: PRODUCT_ID, size: '', quantity: 1, embroideryText: 'Chef Mario' },
      ]),
    );
  });

  it('adds to the cart: one request, then the "added to cart" dialog with OK; the badge follows', async () => {
    const calls = serveSheet(sheet());
    render();
    await screen.findByRole('button', { name: 'Carrello, 0 articoli' });
    await choose('Taglia', 'S');
    await choose('Quantità', '3');
    await ready();
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi al carrello' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aggiunto al carrello' });
    expect(within(dialog).getByText('«Giacca da cuoco» è nel tuo carrello.')).toBeTruthy();
    expect(writes(calls)).toEqual([
      {
        method: 'POST',
        path: '/api/shop/cart/lines',
        search: '',
        body: { productId: PRODUCT_ID, size: 'S', quantity: 3, embroideryText: '' },
      },
    ]);
    // Told to screen readers too.
    expect(screen.getByRole('status', { hidden: true }).textContent).toBe(
      '«Giacca da cuoco» è nel tuo carrello.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Aggiunto al carrello' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Carrello, 1 articolo' })).toBeTruthy();
  });

  it('"Acquisto rapido" adds, then shows the cart', async () => {
    const calls = serveSheet(sheet());
    const { router } = render();
    await choose('Taglia', 'M');
    await ready();
    fireEvent.click(screen.getByRole('button', { name: 'Acquisto rapido' }));
    const drawer = await screen.findByRole('dialog', { name: 'Carrello' });
    expect(router.state.location.search).toBe('?carrello=1');
    expect(await within(drawer).findByText('Giacca da cuoco')).toBeTruthy();
    expect(writes(calls)).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: 'Aggiunto al carrello' })).toBeNull();
  });

  it('tells the server’s refusal in the person’s language', async () => {
    serveShop({
      handle: ({ method, path }) => {
        if (path === '/api/shop/products/GIACCA-01') return jsonResponse(200, sheet());
        if (path === '/api/shop/cart' && method === 'GET') return jsonResponse(200, cart());
        if (path === '/api/shop/cart/lines')
          return jsonResponse(409, { error: { code: 'shop.soldOut', message: 'x' } });
        return undefined;
      },
    });
    render();
    await choose('Taglia', 'S');
    await ready();
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi al carrello' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Esaurito: il prodotto non è disponibile.');
  });

  it('carousel: previous/next with names, zoom in a dialog, the default icon when an image fails', async () => {
    serveSheet(sheet());
    render();
    const first = await screen.findByRole('img', { name: 'Giacca da cuoco, immagine 1 di 2' });
    expect(first.getAttribute('src')).toBe('/api/shop/files/i1');
    fireEvent.click(screen.getByRole('button', { name: 'Immagine successiva' }));
    expect(screen.getByRole('img', { name: 'Giacca da cuoco, immagine 2 di 2' }).getAttribute('src')).toBe(
      '/api/shop/files/i2',
    );
    expect(screen.getByTestId('image-position').textContent).toBe('2 / 2');
    fireEvent.click(screen.getByRole('button', { name: /Ingrandisci l'immagine/ }));
    const zoom = await screen.findByRole('dialog', { name: 'Giacca da cuoco' });
    expect(within(zoom).getByRole('img', { name: 'Giacca da cuoco, immagine 2 di 2' })).toBeTruthy();
    fireEvent.keyDown(zoom, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Giacca da cuoco' })).toBeNull());
    fireEvent.error(screen.getByRole('img', { name: 'Giacca da cuoco, immagine 2 di 2' }));
    expect(screen.getByRole('img', { name: 'Giacca da cuoco, immagine 2 di 2' }).tagName.toLowerCase()).toBe(
      'svg',
    );
  });

  it('a product that does not exist: the server’s text', async () => {
    serveShop({
      handle: ({ path }) =>
        path === '/api/shop/products/GIACCA-01'
          ? jsonResponse(404, { error: { code: 'shop.productNotFound', message: 'x' } })
          : path === '/api/shop/cart'
            ? jsonResponse(200, cart())
            : undefined,
    });
    render();
    expect((await screen.findByRole('alert')).textContent).toBe('Prodotto non trovato.');
  });
});
