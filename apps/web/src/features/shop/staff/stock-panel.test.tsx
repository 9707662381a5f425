import '../../../test/setup';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithApp, useLanguage } from '../../../test/render';
import { product, V1, V2 } from './staff-shop-fixtures';
import { StockPanel } from './stock-panel';

afterEach(() => vi.unstubAllGlobals());

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
