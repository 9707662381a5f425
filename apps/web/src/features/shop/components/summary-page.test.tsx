import '../../../test/setup';
import type { Summary } from '@school/domain/shop/contracts/shop';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leaveSite } from '../../../lib/leave-site';
import { jsonResponse, renderWithApp, useLanguage } from '../../../test/render';
import { type Call, graduate, serveShop, summary, TOP_UP_ID, writes } from '../testing/shop-server';
import { SummaryPage } from './summary-page';

vi.mock('../../../lib/leave-site', () => ({ leaveSite: vi.fn() }));

beforeEach(() => useLanguage('it', ['shop', 'errors']));
afterEach(() => vi.mocked(leaveSite).mockReset());

const CHECKOUT_URL = 'https://checkout.example.test/c/cs_1';

function serveSummary(
  answer: Summary,
  options: { me?: Parameters<typeof serveShop>[0]['me']; checkout?: (call: Call) => Response } = {},
) {
  return serveShop({
    me: options.me,
    handle: (call) => {
      if (call.path === '/api/shop/summary') return jsonResponse(200, answer);
      if (call.path === '/api/shop/checkout')
        return options.checkout?.(call) ?? jsonResponse(200, { url: CHECKOUT_URL });
      return undefined;
    },
  });
}

const payButton = () => screen.getByRole('button', { name: 'Procedi al pagamento' });
const clause = () => screen.getByRole('checkbox');

describe('SummaryPage — sections 2 and 5 "Summary"', () => {
  it('shows product, quantity, unit price and total, and without shipping one figure: the total', async () => {
    serveSummary(summary());
    renderWithApp(<SummaryPage topUp={null} />, { path: '/ecommerce/riepilogo' });
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Prodotto', 'Quantità', 'Prezzo unitario', 'Totale']);
    const cells = within(table)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    // The product's cell holds its size under its name.
    expect(cells).toEqual(['Giacca da cuocoM', '2', '€\u00a045,00', '€\u00a090,00']);
    expect(screen.getByTestId('grand-total').textContent).toBe('€\u00a090,00');
    // No shipping for this person: no form, no fee row, and the cart's total is the total (not shown twice).
    expect(screen.queryByTestId('cart-total')).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Nome' })).toBeNull();
    expect(screen.queryByTestId('shipping')).toBeNull();
  });

  it('shows the bag once, as a line of the table, not again among the totals', async () => {
    const jacket = summary().lines[0];
    if (!jacket) throw new Error('no line');
    const bag = {
      ...jacket,
      description: 'Shopper in carta',
      size: '',
      quantity: 1,
      unitCents: 50,
      totalCents: 50,
    };
    serveSummary(
      summary({
        lines: [jacket, bag],
        totals: { linesCents: 9000, bagCents: 50, cartCents: 9050, shippingCents: 0, totalCents: 9050 },
      }),
    );
    renderWithApp(<SummaryPage topUp={null} />, { path: '/ecommerce/riepilogo' });
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('row', { name: /Shopper in carta/ }).textContent).toContain('€\u00a00,50');
    const totals = screen.getByTestId('summary-totals');
    expect(totals.textContent).not.toContain('Shopper');
    expect(totals.textContent).not.toContain('€\u00a00,50');
    expect(screen.getByTestId('grand-total').textContent).toBe('€\u00a090,50');
  });

  it('pay is disabled until the return clause is ticked, and says why', async () => {
    serveSummary(summary());
    renderWithApp(<SummaryPage topUp={null} />, { path: '/ecommerce/riepilogo' });
    await screen.findByRole('table');
    expect(payButton().hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('pay-block').textContent).toBe('Accetta le condizioni di reso per procedere.');
    fireEvent.click(clause());
    expect(payButton().hasAttribute('disabled')).toBe(false);
    expect(screen.queryByTestId('pay-block')).toBeNull();
  });

  it('pay is disabled for an empty cart, a zero total or shipping without a price', async () => {
    for (const [answer, text] of [
      [summary({ lines: [], canPay: false }), 'Il carrello è vuoto.'],
      [
        summary({
          totals: { linesCents: 0, bagCents: 0, cartCents: 0, shippingCents: 0, totalCents: 0 },
          canPay: false,
        }),
        'Il totale è zero: non c’è nulla da pagare.',
      ],
      [
        summary({
          requiresShipping: true,
          returnClause: 'graduate',
          totals: { linesCents: 9000, bagCents: 0, cartCents: 9000, shippingCents: null, totalCents: null },
          canPay: false,
        }),
        'La spedizione non ha un prezzo per il tuo profilo: contatta la segreteria.',
      ],
    ] as const) {
      serveSummary(answer, { me: graduate() });
      const { unmount } = renderWithApp(<SummaryPage topUp={null} />, { path: '/ecommerce/riepilogo' });
      await screen.findByTestId('summary-totals');
      fireEvent.click(clause());
      expect(payButton().hasAttribute('disabled'), text).toBe(true);
      expect(screen.getByTestId('pay-block').textContent).toBe(text);
      unmount();
    }
  });

  it('writes the three return-clause texts: standard (5 working days), graduate, top-up', async () => {
    serveSummary(summary({ returnClause: 'standard' }));
    const first = renderWithApp(<SummaryPage topUp={null} />, { path: '/ecommerce/riepilogo' });
    expect(
      await screen.findByRole('checkbox', {
        name: "Ho letto e accetto le condizioni di vendita: i cambi di taglia sono accettati entro 5 giorni lavorativi dall'acquisto.",
      }),
    ).toBeTruthy();
    first.unmount();

    serveSummary(summary({ returnClause: 'graduate', requiresShipping: true }), { me: graduate() });
    const second = renderWithApp(<SummaryPage topUp={null} />, { path: '/ecommerce/riepilogo' });
    expect(
      await screen.findByRole('checkbox', {
        name: "Ho letto e accetto le condizioni di vendita: l'ordine viene spedito all'indirizzo indicato, solo in Italia; i cambi di taglia sono accettati entro 5 giorni lavorativi dall'acquisto.",
      }),
    ).toBeTruthy();
    second.unmount();

    serveSummary(summary({ kind: 'topUp', returnClause: 'topUp' }));
    renderWithApp(<SummaryPage topUp={TOP_UP_ID} />, { path: '/ecommerce/riepilogo' });
    expect(
      await screen.findByRole('checkbox', {
        name: 'Ho letto e accetto le condizioni: la ricarica viene accreditata sul badge dopo la conferma del pagamento e non è soggetta a reso.',
      }),
    ).toBeTruthy();
  });

  it('the standard clause in English', async () => {
    await useLanguage('en', ['shop', 'errors']);
    serveSummary(summary());
    renderWithApp(<SummaryPage topUp={null} />, { path: '/ecommerce/riepilogo' });
    expect(
      await screen.findByText(
        'I have read and accept the terms of sale: size changes are accepted within 5 working days of purchase.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Proceed to payment' })).toBeTruthy();
  });

  it('checkout sends what is bought and never an amount, once, then goes to the payment page', async () => {
    const calls = serveSummary(summary());
    renderWithApp(<SummaryPage topUp={null} />, { path: '/ecommerce/riepilogo' });
    await screen.findByRole('table');
    fireEvent.click(clause());
    fireEvent.click(payButton());
    fireEvent.click(payButton());
    await waitFor(() => expect(vi.mocked(leaveSite)).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(writes(calls)).toEqual([
      { method: 'POST', path: '/api/shop/checkout', search: '', body: { returnClauseAccepted: true } },
    ]);
    // Still "in progress" while the browser leaves.
    expect(payButton().hasAttribute('disabled')).toBe(true);
  });

  it('a top-up: the summary and the checkout name it; cancel goes back to the top-up page', async () => {
    const calls = serveSummary(summary({ kind: 'topUp', returnClause: 'topUp' }));
    renderWithApp(<SummaryPage topUp={TOP_UP_ID} />, { path: '/ecommerce/riepilogo' });
    await screen.findByRole('table');
    expect(calls[0]?.search).toBe(`?topUp=${TOP_UP_ID}`);
    expect(screen.getByRole('link', { name: 'Annulla' }).getAttribute('href')).toBe('/ecommerce/topup');
    fireEvent.click(clause());
    fireEvent.click(payButton());
    await waitFor(() =>
      expect(writes(calls).map((call) => call.body)).toEqual([
        { topUp: TOP_UP_ID, returnClauseAccepted: true },
      ]),
    );
  });

  it('cancel goes back to the shop for the cart', async () => {
    serveSummary(summary());
    renderWithApp(<SummaryPage topUp={null} />, { path: '/ecommerce/riepilogo' });
    expect((await screen.findByRole('link', { name: 'Annulla' })).getAttribute('href')).toBe(
      '/ecommerce/shop',
    );
  });

  it('a graduate fills the shipping form (Italy only): the problems show under each field', async () => {
    const calls = serveSummary(
      summary({
        requiresShipping: true,
        returnClause: 'graduate',
        totals: { linesCents: 9000, bagCents: 0, cartCents: 9000, shippingCents: 790, totalCents: 9790 },
      }),
      { me: graduate() },
    );
    renderWithApp(<SummaryPage topUp={null} />, { path: '/ecommerce/riepilogo' });
    const firstName = await screen.findByRole('textbox', { name: 'Nome' });
    expect(screen.getByTestId('shipping').textContent).toBe('€\u00a07,90');
    expect(screen.getByTestId('grand-total').textContent).toBe('€\u00a097,90');
    expect((screen.getByRole('textbox', { name: 'Paese' }) as HTMLInputElement).value).toBe('Italia');
    fireEvent.click(clause());
    expect(payButton().hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('pay-block').textContent).toBe('Compila i dati di spedizione.');

    fireEvent.blur(firstName);
    expect(await screen.findByText('Campo obbligatorio')).toBeTruthy();
    const postcode = screen.getByRole('textbox', { name: 'CAP' });
    await userEvent.type(postcode, '43O52');
    fireEvent.blur(postcode);
    expect(await screen.findByText('Inserire solo cifre')).toBeTruthy();
    await userEvent.clear(postcode);
    await userEvent.type(postcode, '430520');
    expect(await screen.findByText('Massimo 5 caratteri')).toBeTruthy();

    const values: Record<string, string> = {
      Nome: 'Giulia',
      Cognome: 'Verdi',
      Indirizzo: 'Via Roma 1',
      Città: 'Colorno',
      Provincia: 'PR',
      Cellulare: '3331234567',
    };
    for (const [label, value] of Object.entries(values)) {
      await userEvent.type(screen.getByRole('textbox', { name: label }), value);
    }
    await userEvent.clear(postcode);
    await userEvent.type(postcode, '43052');
    await waitFor(() => expect(payButton().hasAttribute('disabled')).toBe(false));
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(payButton());
    await waitFor(() =>
      expect(writes(calls).map((call) => call.body)).toEqual([
        {
          returnClauseAccepted: true,
          shipping: {
            firstName: 'Giulia',
            lastName: 'Verdi',
            street: 'Via Roma 1',
            city: 'Colorno',
            province: 'PR',
            postcode: '43052',
            mobile: '3331234567',
            notes: '',
            country: 'IT',
          },
        },
      ]),
    );
  });

  it('409 shop.stockChanged: its text, and the summary is read again', async () => {
    const calls = serveSummary(summary(), {
      checkout: () => jsonResponse(409, { error: { code: 'shop.stockChanged', message: 'x' } }),
    });
    renderWithApp(<SummaryPage topUp={null} />, { path: '/ecommerce/riepilogo' });
    await screen.findByRole('table');
    fireEvent.click(clause());
    fireEvent.click(payButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Nel frattempo un prodotto del carrello si è esaurito: controlla il carrello.',
    );
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/shop/summary')).toHaveLength(2));
    expect(vi.mocked(leaveSite)).not.toHaveBeenCalled();
    // The button is back: another try is possible.
    expect(payButton().hasAttribute('disabled')).toBe(false);
  });
});
