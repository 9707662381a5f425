import '../../../test/setup';
import type { StaffProduct } from '@school/domain/shop/contracts/staff-shop';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithApp, useLanguage } from '../../../test/render';
import { StockPanel } from './stock-panel';

afterEach(() => vi.unstubAllGlobals());

const V1 = '0b7c2a8e-1d5f-4c3a-9e2b-7f1a6d4c8e01';
const V2 = '0b7c2a8e-1d5f-4c3a-9e2b-7f1a6d4c8e02';

/** A product as the API answers it. */
function product(overrides: Partial<StaffProduct> = {}): StaffProduct {
  return {
    id: 'p1',
    code: 'GIACCA-01',
    name: 'Giacca da cuoco',
    description: '',
    notes: '',
    family: 'Abbigliamento',
    price0: 5500,
    price1: null,
    price2: 4500,
    price3: null,
    promoPrice0: null,
    promoPrice1: null,
    promoPrice2: 3990,
    promoPrice3: null,
    isPromotion: true,
    isNew: false,
    priority: 0,
    isOnSale: true,
    sizeKind: 'size',
    isEmbroiderable: false,
    availableQuantity: null,
    perOrderMax: null,
    leadTimeDays: 10,
    bookingInfo: '',
    vatCode: '22',
    vatRegime: '',
    vatRate: 22,
    stock: 'inStock',
    variants: [
      { id: V1, size: 'S', position: 0, availableQuantity: 4, stock: 'inStock' },
      { id: V2, size: 'M', position: 1, availableQuantity: 0, stock: 'bookable' },
    ],
    files: [],
    orderLineCount: 0,
    updatedAt: '2026-05-01T10:00:00.000Z',
    version: 'ver-1',
    ...overrides,
  };
}

/** The fake API: each stock set recorded, answered in turn by `answers` (none left: set). */
function server(answers: Array<() => Response> = []) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/auth/csrf') return jsonResponse(200, { token: 't' });
      if (url === '/api/staff/shop/products/p1/stock' && init?.method === 'PUT') {
        sent.push(JSON.parse(String(init.body)));
        return answers[sent.length - 1]?.() ?? jsonResponse(200, product());
      }
      return jsonResponse(404, { error: { code: 'request.notFound', message: 'x' } });
    }),
  );
  return sent;
}

describe('the stock panel', () => {
  it('sets a size’s stock on the value shown, empty meaning none, and says it', async () => {
    await useLanguage('en', ['shop', 'errors']);
    const sent = server();
    renderWithApp(<StockPanel product={product()} />);
    const small = (await screen.findByLabelText('New stock of S')) as HTMLInputElement;
    fireEvent.change(small, { target: { value: '6' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set the stock of S' }));
    expect(await screen.findByText('Stock of S set to 6.')).toBeTruthy();
    expect(sent).toEqual([{ variantId: V1, expected: 4, quantity: 6 }]);
    expect(small.value).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'Set the stock of M' }));
    expect(await screen.findByText('Stock of M set to —.')).toBeTruthy();
    expect(sent[1]).toEqual({ variantId: V2, expected: 0, quantity: null });
  });

  it('shows the current value when the stock changed meanwhile, and a refused value under its field', async () => {
    await useLanguage('en', ['shop', 'errors']);
    const sent = server([
      () =>
        jsonResponse(409, {
          error: { code: 'shop.stockEditConflict', message: 'x', fields: { current: '3' } },
        }),
      () =>
        jsonResponse(400, {
          error: { code: 'request.invalid', message: 'x', fields: { quantity: 'shop.invalidStock' } },
        }),
    ]);
    renderWithApp(<StockPanel product={product()} />);
    const small = await screen.findByLabelText('New stock of S');
    // Beyond the limit: refused in the browser by the contract, nothing sent.
    fireEvent.change(small, { target: { value: '2000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set the stock of S' }));
    await waitFor(() => expect(small.getAttribute('aria-invalid')).toBe('true'));
    expect(sent).toEqual([]);
    fireEvent.change(small, { target: { value: '6' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set the stock of S' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Meanwhile the stock changed: the current value is shown now, check it and try again. Current value of S: 3.',
    );

    const medium = screen.getByLabelText('New stock of M');
    fireEvent.change(medium, { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set the stock of M' }));
    await waitFor(() => expect(medium.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Invalid quantity: a whole number from 0 to 1,000,000, or empty.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('New stock of S').getAttribute('aria-invalid')).not.toBe('true');
    expect(sent).toEqual([
      { variantId: V1, expected: 4, quantity: 6 },
      { variantId: V2, expected: 0, quantity: 2 },
    ]);
  });
});
