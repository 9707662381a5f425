import '../../../test/setup';
import type { StaffOrderLine } from '@school/domain/shop/contracts/staff-shop';
import { nextOrderLineStatus, type OrderLineStatus } from '@school/domain/shop/orders';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { meWith } from '../../../test/me';
import { jsonResponse, renderWithApp, useLanguage } from '../../../test/render';
import OrdersPage from './orders-page';

const ID = (n: number) => `5d1c7a3e-2b4f-4e6a-8c9d-00000000000${n}`;

function line(n: number, status: OrderLineStatus, values: Partial<StaffOrderLine> = {}): StaffOrderLine {
  return {
    id: ID(n),
    orderId: `9a1c7a3e-2b4f-4e6a-8c9d-00000000000${n}`,
    orderNumber: 10 + n,
    orderedAt: '2026-05-02T09:30:00.000Z',
    buyer: { id: `u${n}`, firstName: 'Anna', lastName: 'Verdi', email: 'anna@example.com' },
    position: 0,
    productId: null,
    productCode: 'GIACCA-01',
    description: `Giacca ${n}`,
    size: 'M',
    embroideryText: '',
    quantity: 1,
    unitCents: 5500,
    type: 'D',
    stock: 'bookable',
    leadTimeDays: 10,
    bookingInfo: '',
    topUpCode: null,
    status,
    statusChangedAt: '2026-05-02T09:30:00.000Z',
    next: nextOrderLineStatus(status),
    ...values,
  };
}

const BOARD: StaffOrderLine[] = [
  line(1, 'Ordinato'),
  line(2, 'Ordinato', { description: 'Il libro della cucina', stock: 'inStock', leadTimeDays: null }),
  line(3, 'Scontrinato'),
  line(4, 'Scontrinato', {
    buyer: { id: 'u4', firstName: 'John', lastName: 'Smith', email: 'john@example.com' },
  }),
];

/** The fake API: the board's lines by status, and the moves as they were sent (`answer` decides). */
function server(
  answer: (body: { lineIds: string[]; from: string; to: string }) => Response,
  language: 'it' | 'en' = 'it',
) {
  const moves: Array<{ lineIds: string[]; from: string; to: string }> = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/auth/csrf') return jsonResponse(200, { token: 't' });
    if (url === '/api/me')
      return jsonResponse(200, { user: meWith(['Dipendente'], ['Negozio'], { language }) });
    if (url.startsWith('/api/staff/shop/order-lines?')) {
      const status = new URL(url, 'http://x').searchParams.get('status');
      const items = BOARD.filter((l) => l.status === status);
      return jsonResponse(200, {
        items,
        total: items.length,
        page: 1,
        pageSize: 50,
        counts: { Ordinato: 2, Scontrinato: 2, Notificato: 0, Consegnato: 0 },
      });
    }
    if (url === '/api/staff/shop/order-lines/advance' && init?.method === 'POST') {
      const body = JSON.parse(String(init.body));
      moves.push(body);
      return answer(body);
    }
    return jsonResponse(404, { error: { code: 'request.notFound', message: 'x' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { moves, fetchMock };
}

const moved = (body: { lineIds: string[]; to: string }, notifiedBuyers = 0) =>
  jsonResponse(200, {
    moved: BOARD.filter((l) => body.lineIds.includes(l.id)).map((l) => ({ ...l, status: body.to })),
    notifiedBuyers,
  });

/**
 * The table shows a column while its media query matches; a column without one asks for the empty
 * query, which matches everywhere (CSSOM). The shared stub answers false to every query, so the
 * board's cells (and their checkboxes) would vanish once the table settles.
 */
const stubbedMatchMedia = window.matchMedia;
beforeEach(() => {
  window.matchMedia = (query: string) => ({ ...stubbedMatchMedia(query), matches: query.trim() === '' });
});
afterEach(() => {
  window.matchMedia = stubbedMatchMedia;
});

describe('the order board', () => {
  it('moves the chosen line one status forward after a confirmation naming the status', async () => {
    await useLanguage('it', ['shop', 'staff']);
    const { moves } = server((body) => moved(body));
    const user = userEvent.setup();
    renderWithApp(<OrdersPage />, { path: '/staff/shop/orders' });

    expect(await screen.findByRole('tab', { name: 'Ordinato (2)', selected: true })).toBeTruthy();
    await screen.findByText('Giacca 1');
    expect(screen.getByText('Prenotabile, 10 giorni')).toBeTruthy();
    expect(screen.getByText('In Stock')).toBeTruthy();
    // The tab says the lines' status: no column repeats it on every row.
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toContain('Disponibilità');
    expect(headers).not.toContain('Stato');
    const move = screen.getByRole('button', { name: /Sposta a Scontrinato/ });
    expect(move).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('checkbox', { name: "Scegli Giacca 1 dell'ordine n. 11" }));
    await user.click(screen.getByRole('button', { name: 'Sposta a Scontrinato (1 riga)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Spostare a Scontrinato?' });
    expect(within(dialog).getByText('1 riga passerà da Ordinato a Scontrinato.')).toBeTruthy();
    expect(moves).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Sposta a Scontrinato' }));

    await waitFor(() => expect(moves).toHaveLength(1));
    expect(moves[0]).toEqual({ lineIds: [ID(1)], from: 'Ordinato', to: 'Scontrinato' });
    expect(await screen.findByText('1 riga spostata a Scontrinato.')).toBeTruthy();
  });

  it("shows another tab's lines only once they are read, never the tab before's under its name", async () => {
    await useLanguage('it', ['shop', 'staff']);
    const { fetchMock } = server((body) => moved(body));
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (url.includes('status=Scontrinato')) await held;
      return fetchMock(url, init);
    });
    const user = userEvent.setup();
    renderWithApp(<OrdersPage />, { path: '/staff/shop/orders' });
    await screen.findByText('Giacca 1');

    await user.click(screen.getByRole('tab', { name: 'Scontrinato (2)' }));
    await waitFor(() => expect(screen.queryByText('Giacca 1')).toBeNull());
    // The tabs keep their counts meanwhile.
    expect(screen.getByRole('tab', { name: 'Ordinato (2)' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: "Scegli Giacca 1 dell'ordine n. 11" })).toBeNull();
    release();
    expect(await screen.findByText('Giacca 3')).toBeTruthy();
  });

  it('to Notificato: every line of the page at once, and the confirmation says the buyers will be mailed', async () => {
    await useLanguage('it', ['shop', 'staff']);
    const { moves } = server((body) => moved(body, 2));
    const user = userEvent.setup();
    renderWithApp(<OrdersPage />, { path: '/staff/shop/orders?status=Scontrinato' });

    await screen.findByText('Giacca 3');
    await user.click(screen.getByRole('checkbox', { name: 'Scegli tutte le righe della pagina' }));
    await user.click(screen.getByRole('button', { name: 'Sposta a Notificato (2 righe)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Spostare a Notificato?' });
    expect(within(dialog).getByText(/2 righe passeranno da Scontrinato a Notificato\./)).toBeTruthy();
    expect(within(dialog).getByText(/riceveranno un'e-mail/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Sposta a Notificato' }));

    await waitFor(() => expect(moves).toHaveLength(1));
    expect(moves[0]).toEqual({ lineIds: [ID(3), ID(4)], from: 'Scontrinato', to: 'Notificato' });
    expect(
      await screen.findByText(/2 righe spostate a Notificato\. 2 acquirenti avvisati per e-mail\./),
    ).toBeTruthy();
  });

  it('says so when a colleague moved a line meanwhile (409), in the errors catalogue’s words', async () => {
    await useLanguage('en', ['shop', 'staff', 'errors']);
    server(
      () =>
        jsonResponse(409, {
          error: { code: 'shop.lineStatusChanged', message: 'A line is no longer there' },
        }),
      'en',
    );
    const user = userEvent.setup();
    renderWithApp(<OrdersPage />, { path: '/staff/shop/orders' });

    await user.click(
      await screen.findByRole('checkbox', { name: 'Choose Il libro della cucina of order no. 12' }),
    );
    await user.click(screen.getByRole('button', { name: 'Move to Receipt issued (1 line)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move to Receipt issued?' });
    await user.click(within(dialog).getByRole('button', { name: 'Move to Receipt issued' }));
    expect(
      await screen.findByText(
        'Meanwhile someone moved one of these lines: none was moved. Reload and try again.',
      ),
    ).toBeTruthy();
  });
});
