import '../../../test/setup';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as ProfileRoute } from '../../../app/routes/profile';
import { jsonResponse, renderWithApp, useLanguage } from '../../../test/render';
import { serveShop, shopper, writes } from '../testing/shop-server';
import { ShopEntry } from './shop-entry';

beforeEach(() => useLanguage('it', ['shop', 'errors']));

describe('ShopEntry — /profilo?shop: "allowShop is called after login, then EcommerceShop opens"', () => {
  it('calls allowShop once, reads the person again, then opens the shop', async () => {
    const calls = serveShop({
      handle: ({ path }) => (path === '/api/shop/allow' ? jsonResponse(204) : undefined),
    });
    const { router } = renderWithApp(<ShopEntry />, { path: '/profilo?shop=1' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/ecommerce/shop'));
    expect(writes(calls)).toEqual([{ method: 'POST', path: '/api/shop/allow', search: '', body: undefined }]);
  });

  it('tells a refusal, with a way to try again and to the profile', async () => {
    serveShop({
      handle: ({ path }) =>
        path === '/api/shop/allow'
          ? jsonResponse(500, { error: { code: 'server.error', message: 'x' } })
          : undefined,
    });
    const { router } = renderWithApp(<ShopEntry />, { path: '/profilo?shop=1' });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Vai al profilo' }).getAttribute('href')).toBe('/profilo');
    expect(router.state.location.pathname).toBe('/profilo');
  });
});

describe('/profilo?shop: the login form, then allowShop, then the shop', () => {
  it('signs in, opens the shop to the person, reads them again and shows the shop', async () => {
    await useLanguage('it', ['auth', 'profile', 'notifications', 'billing', 'shop', 'errors']);
    const visitor = { current: true };
    const person = shopper();
    const calls = serveShop({
      me: null,
      handle: ({ path }) => {
        if (path === '/api/auth/login') {
          visitor.current = false;
          return jsonResponse(200, { user: person });
        }
        if (path === '/api/shop/allow') return jsonResponse(204);
        return undefined;
      },
    });
    // /api/me answers the visitor first, then the person signed in.
    const served = vi.mocked(fetch).getMockImplementation();
    vi.mocked(fetch).mockImplementation(async (input, init) =>
      String(input) === '/api/me'
        ? jsonResponse(200, { user: visitor.current ? null : person })
        : (served as typeof fetch)(input, init),
    );
    const { router } = renderWithApp(<ProfileRoute />, { path: '/profilo?shop=1' });
    fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'x@example.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Accedi' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ecommerce/shop'));
    expect(writes(calls).map((call) => call.path)).toEqual(['/api/auth/login', '/api/shop/allow']);
  });
});
