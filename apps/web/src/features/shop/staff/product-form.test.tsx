import '../../../test/setup';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { meWith } from '../../../test/me';
import { jsonResponse, renderWithApp, useLanguage } from '../../../test/render';
import { ProductForm } from './product-form';
import { product, V2 } from './staff-shop-fixtures';

/** The fake API: the staff member, csrf, and the product saved as it was sent. */
function server() {
  const sent: Array<{ method: string; url: string; body: Record<string, unknown> }> = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/auth/csrf') return jsonResponse(200, { token: 't' });
    if (url === '/api/me') return jsonResponse(200, { user: meWith(['Dipendente'], ['Negozio']) });
    if (url.startsWith('/api/staff/shop/products') && init?.method && init.method !== 'GET') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      sent.push({ method: init.method, url, body });
      return jsonResponse(init.method === 'POST' ? 201 : 200, product({ id: 'p9', version: 'ver-2' }));
    }
    return jsonResponse(404, { error: { code: 'request.notFound', message: 'x' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return sent;
}

describe('the product form', () => {
  it('takes prices in euros with a decimal comma and sends whole cents (Italian)', async () => {
    await useLanguage('it', ['shop', 'staff']);
    const sent = server();
    const onSaved = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<ProductForm product={null} onSaved={onSaved} />, { path: '/staff/shop/products/new' });

    await user.type(await screen.findByRole('textbox', { name: /Codice prodotto/ }), 'LIBRO-01');
    await user.type(screen.getByRole('textbox', { name: /^Nome/ }), 'Il libro della cucina');
    await user.type(screen.getByLabelText('Prezzo, fascia 0'), '12,50');
    await user.type(screen.getByLabelText('Prezzo, fascia 2'), '19,99');
    await user.type(screen.getByLabelText('Prezzo promozionale, fascia 2'), '0,29');
    await user.type(screen.getByRole('textbox', { name: /^Disponibilità/ }), '7');
    await user.click(screen.getByRole('button', { name: 'Crea il prodotto' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/staff/shop/products' });
    expect(sent[0]?.body).toMatchObject({
      code: 'LIBRO-01',
      name: 'Il libro della cucina',
      family: 'Abbigliamento',
      price0: 1250,
      price1: null,
      price2: 1999,
      price3: null,
      promoPrice2: 29,
      sizeKind: 'none',
      availableQuantity: 7,
      variants: [],
    });
    expect(onSaved.mock.calls[0]?.[0]).toMatchObject({ id: 'p9' });
  });

  it('changes a product on its version: prices back to cents, sizes by id, a new size with its first stock, never an existing stock (English)', async () => {
    await useLanguage('en', ['shop', 'staff']);
    const sent = server();
    const user = userEvent.setup();
    renderWithApp(<ProductForm product={product()} onSaved={vi.fn()} />, { path: '/staff/shop/products/p1' });

    // The prices read in cents show in euros.
    const list = (await screen.findByLabelText('Price, tier 0')) as HTMLInputElement;
    expect(list.value).toBe('55');
    expect((screen.getByLabelText('Promotional price, tier 2') as HTMLInputElement).value).toBe('39.9');
    await user.clear(list);
    await user.type(list, '59.90');
    await user.clear(screen.getByLabelText('Size 2'));
    await user.type(screen.getByLabelText('Size 2'), 'L');
    await user.click(screen.getByRole('button', { name: 'Add a size' }));
    await user.type(screen.getByLabelText('Size 3'), 'XL');
    await user.type(screen.getByLabelText('First stock of size 3'), '5');
    await user.click(screen.getByRole('button', { name: 'Remove size S' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ method: 'PUT', url: '/api/staff/shop/products/p1' });
    const body = sent[0]?.body ?? {};
    expect(body).toMatchObject({ version: 'ver-1', price0: 5990, price2: 4500, promoPrice2: 3990 });
    expect(body.variants).toEqual([
      { id: V2, size: 'L' },
      { id: null, size: 'XL', availableQuantity: 5 },
    ]);
    expect(body).not.toHaveProperty('availableQuantity');
  });

  it('refuses in the browser what the server would refuse, with the catalogue’s texts, and sends nothing', async () => {
    await useLanguage('en', ['shop', 'staff', 'errors']);
    const sent = server();
    const user = userEvent.setup();
    renderWithApp(<ProductForm product={null} onSaved={vi.fn()} />, { path: '/staff/shop/products/new' });

    await user.type(await screen.findByRole('textbox', { name: /Product code/ }), 'WITH SPACES');
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'A product');
    // A promotional price without the tier's price.
    await user.type(screen.getByLabelText('Promotional price, tier 1'), '10');
    await user.click(screen.getByRole('button', { name: 'Create the product' }));

    expect(await screen.findByText(/Invalid code: letters, digits/)).toBeTruthy();
    expect(screen.getByText('A promotional price needs the price of the same tier.')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('shows a size refused under its own row, and says a product changed meanwhile (English)', async () => {
    await useLanguage('en', ['shop', 'staff', 'errors']);
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url === '/api/auth/csrf') return jsonResponse(200, { token: 't' });
        if (url === '/api/me') return jsonResponse(200, { user: meWith(['Dipendente'], ['Negozio']) });
        if (url === '/api/staff/shop/products/p1' && init?.method === 'PUT') {
          sent.push(JSON.parse(String(init.body)));
          return sent.length === 1
            ? jsonResponse(400, {
                error: {
                  code: 'request.invalid',
                  message: 'x',
                  fields: { 'variants.1.size': 'shop.duplicateSize' },
                },
              })
            : jsonResponse(409, { error: { code: 'staff.staleRecord', message: 'x' } });
        }
        return jsonResponse(404, { error: { code: 'request.notFound', message: 'x' } });
      }),
    );
    const user = userEvent.setup();
    renderWithApp(<ProductForm product={product()} onSaved={vi.fn()} />, { path: '/staff/shop/products/p1' });

    // The same size twice: refused by the contract under the second row, nothing sent.
    const second = await screen.findByLabelText('Size 2');
    await user.clear(second);
    await user.type(second, 's');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This size is already in the list.')).toBeTruthy();
    expect(second.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Size 1').getAttribute('aria-invalid')).not.toBe('true');
    expect(sent).toEqual([]);

    // The server's refusal of a row's field, under that row.
    await user.clear(second);
    await user.type(second, 'L');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    await waitFor(() => expect(second.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('This size is already in the list.')).toBeTruthy();

    // A stale version: 409, said in the form's words.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Someone else changed this product meanwhile: reload the page and make your change again.',
    );
    expect(sent[1]).toMatchObject({ version: 'ver-1' });
  });
});
