import '../../../test/setup';
import type { OrderView } from '@school/domain/shop/contracts/shop';
import { orderCardTitle } from '@school/domain/shop/orders';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, renderWithApp, useLanguage } from '../../../test/render';
import { serveShop } from '../testing/shop-server';
import { OrdersPage } from './orders-page';

beforeEach(() => useLanguage('it', ['shop', 'errors']));

const order = (values: Partial<OrderView> = {}): OrderView => ({
  id: 'o1',
  number: 1042,
  // 23:30 in Rome on 3 November 2026 is still 3 November on the school's calendar.
  createdAt: '2026-11-03T22:30:00.000Z',
  linesCents: 9500,
  shippingCents: 790,
  totalCents: 10290,
  refundStatus: null,
  receiptUrl: '/api/shop/orders/o1/receipt.pdf',
  lines: [
    {
      id: 'ol1',
      status: 'Ordinato',
      description: 'Giacca da cuoco',
      size: 'M',
      embroideryText: 'Chef Mario',
      bookingInfo: 'Ritiro in segreteria',
      leadTimeDays: 10,
      stock: 'bookable',
      topUpCode: null,
      quantity: 2,
      unitCents: 4500,
      type: 'D',
    },
    {
      id: 'ol2',
      status: 'Consegnato',
      description: 'Ricarica badge 5 €',
      size: '',
      embroideryText: '',
      bookingInfo: '',
      leadTimeDays: null,
      stock: 'inStock',
      topUpCode: 'RB-77A',
      quantity: 1,
      unitCents: 500,
      type: 'D',
    },
  ],
  ...values,
});

function serveOrders(orders: OrderView[]) {
  return serveShop({
    handle: ({ path }) => (path === '/api/shop/orders' ? jsonResponse(200, { orders }) : undefined),
  });
}

describe('OrdersPage — section 2 "Order history"', () => {
  it('titles each card "Ordine n. {number} - {date}" and lists its lines', async () => {
    serveOrders([order()]);
    const { container } = renderWithApp(<OrdersPage />, { path: '/ecommerce/log' });
    const title = await screen.findByRole('heading', { level: 2, name: 'Ordine n. 1042 - 03-11-2026' });
    expect(title.textContent).toBe(orderCardTitle({ number: '1042', createdAt: '2026-11-03T22:30:00.000Z' }));
    const jacket = within(container.querySelector('[data-line="ol1"]') as HTMLElement);
    expect(
      jacket.getByRole('img', { name: "Stato: Ordinato (in attesa: l'ordine è stato ricevuto)" }),
    ).toBeTruthy();
    expect(jacket.getByText('Taglia: M')).toBeTruthy();
    expect(jacket.getByText('Ricamo: Chef Mario')).toBeTruthy();
    expect(jacket.getByText('Ritiro in segreteria')).toBeTruthy();
    expect(jacket.getByText('Tempo di approvvigionamento: 10 giorni')).toBeTruthy();
    expect(jacket.getByTestId('quantity-price').textContent).toBe('2 × €\u00a045,00');
    const topUp = within(container.querySelector('[data-line="ol2"]') as HTMLElement);
    expect(
      topUp.getByRole('img', { name: 'Stato: Consegnato (consegnato, o ricarica accreditata)' }),
    ).toBeTruthy();
    expect(topUp.getByText('Codice ricarica: RB-77A')).toBeTruthy();
    const card = within(container.querySelector('[data-order="1042"]') as HTMLElement);
    expect(card.getByText('Spedizione')).toBeTruthy();
    expect(card.getByTestId('order-total').textContent).toBe('€\u00a0102,90');
    const receipt = card.getByRole('link', { name: /Ricevuta \(PDF\)/ });
    expect(receipt.getAttribute('href')).toBe('/api/shop/orders/o1/receipt.pdf');
    expect(receipt.getAttribute('target')).toBe('_blank');
    expect(receipt.getAttribute('rel')).toContain('noopener');
  });

  it('the title and the statuses’ meanings in English', async () => {
    await useLanguage('en', ['shop', 'errors']);
    serveOrders([order({ refundStatus: 'refunded', shippingCents: 0, totalCents: 9500 })]);
    const { container } = renderWithApp(<OrdersPage />, { path: '/ecommerce/log' });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Order no. 1042 - 03-11-2026' }),
    ).toBeTruthy();
    const card = within(container.querySelector('[data-order="1042"]') as HTMLElement);
    expect(card.getByText('Refunded')).toBeTruthy();
    expect(card.queryByText('Shipping')).toBeNull();
    expect(
      card.getByRole('img', { name: 'Status: Ordinato (waiting: the order has been received)' }),
    ).toBeTruthy();
  });

  it('the legend: the four statuses in order, each with its icon and meaning', async () => {
    serveOrders([order()]);
    renderWithApp(<OrdersPage />, { path: '/ecommerce/log' });
    fireEvent.click(await screen.findByRole('button', { name: 'Legenda degli stati' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gli stati di un prodotto ordinato' });
    const items = within(dialog).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      "Ordinato: in attesa: l'ordine è stato ricevuto",
      'Scontrinato: scontrino emesso',
      'Notificato: pronto per il ritiro',
      'Consegnato: consegnato, o ricarica accreditata',
    ]);
    // Hourglass, receipt, bag, check.
    expect(items.map((item) => item.querySelector('svg')?.getAttribute('class'))).toEqual([
      expect.stringContaining('icon-hourglass'),
      expect.stringContaining('icon-receipt'),
      expect.stringContaining('icon-shopping-bag'),
      expect.stringContaining('icon-circle-check'),
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Chiudi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says when there are no orders yet, with the way to the shop', async () => {
    serveOrders([]);
    renderWithApp(<OrdersPage />, { path: '/ecommerce/log' });
    expect(await screen.findByText('Non hai ancora fatto ordini.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Vai agli acquisti' }).getAttribute('href')).toBe(
      '/ecommerce/shop',
    );
  });
});
