import '../../../test/setup';
import type { StaffOrder } from '@school/domain/shop/contracts/staff-shop';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { meWith } from '../../../test/me';
import { jsonResponse, useLanguage } from '../../../test/render';
import OrderPage from './order-page';

const ORDER_ID = '9a1c7a3e-2b4f-4e6a-8c9d-000000000001';

function order(refund: StaffOrder['refund'], canRefund: boolean): StaffOrder {
  return {
    id: ORDER_ID,
    number: 12,
    createdAt: '2026-05-02T09:30:00.000Z',
    kind: 'cart',
    buyer: { id: 'u1', firstName: 'Anna', lastName: 'Verdi', email: 'anna@example.com' },
    linesCents: 9000,
    shippingCents: 700,
    totalCents: 9700,
    shipping: {
      firstName: 'Anna',
      lastName: 'Verdi',
      street: 'Via Roma 1',
      city: 'Parma',
      province: 'PR',
      postcode: '43100',
      mobile: '3331234567',
      notes: '',
    },
    payment: { status: 'paid', provider: 'test', paidAt: '2026-05-02T09:31:00.000Z' },
    refund,
    canRefund,
    readyMailSentAt: null,
    lines: [],
  };
}

describe('the order page', () => {
  it('shows the totals and the shipping address, and refunds the order after a confirmation naming the amount', async () => {
    await useLanguage('it', ['shop', 'staff', 'errors']);
    let refunded = false;
    const posts: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url === '/api/auth/csrf') return jsonResponse(200, { token: 't' });
        if (url === '/api/me') return jsonResponse(200, { user: meWith(['Dipendente'], ['Negozio']) });
        if (url === `/api/staff/shop/orders/${ORDER_ID}/refund` && init?.method === 'POST') {
          posts.push(url);
          refunded = true;
          return jsonResponse(
            200,
            order({ status: 'refunded', reason: 'staff', refundedAt: '2026-05-03T10:00:00.000Z' }, false),
          );
        }
        if (url === `/api/staff/shop/orders/${ORDER_ID}`)
          return jsonResponse(
            200,
            refunded
              ? order({ status: 'refunded', reason: 'staff', refundedAt: '2026-05-03T10:00:00.000Z' }, false)
              : order({ status: null, reason: null, refundedAt: null }, true),
          );
        return jsonResponse(404, { error: { code: 'request.notFound', message: 'x' } });
      }),
    );
    const user = userEvent.setup();
    // Mounted at its route, as the console does, so that the page reads the order's id.
    const router = createMemoryRouter([{ path: '/staff/shop/orders/:id', element: <OrderPage /> }], {
      initialEntries: [`/staff/shop/orders/${ORDER_ID}`],
    });
    render(
      <AppProvider
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
        env="test"
      >
        <RouterProvider router={router} />
      </AppProvider>,
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Ordine n. 12' })).toBeTruthy();
    expect(screen.getByText('Totale: € 97,00')).toBeTruthy();
    expect(screen.getByText('43100 Parma (PR)')).toBeTruthy();
    expect(screen.getByText('Nessun rimborso.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: "Rimborsa l'ordine" }));
    const dialog = await screen.findByRole('dialog', { name: "Rimborsare l'ordine n. 12?" });
    expect(within(dialog).getByText(/€ 97,00 torneranno a Anna Verdi/)).toBeTruthy();
    expect(posts).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: "Rimborsa l'ordine" }));

    await waitFor(() => expect(posts).toHaveLength(1));
    expect(await screen.findByText('Ordine rimborsato: € 97,00.')).toBeTruthy();
    expect(await screen.findByText('Rimborsato')).toBeTruthy();
    expect(screen.queryByRole('button', { name: "Rimborsa l'ordine" })).toBeNull();
  });
});
