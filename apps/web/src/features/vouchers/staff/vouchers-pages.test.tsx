import '../../../test/setup';
import type { StaffVoucher, StaffVoucherDetail } from '@school/domain/vouchers/contracts/staff-vouchers';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { type Handler, serveApi } from '../../../test/fake-api';
import { meWith } from '../../../test/me';
import { jsonResponse, renderWithApp, useLanguage } from '../../../test/render';
import VoucherDetailPage from './voucher-detail-page';
import VouchersPage from './vouchers-page';

const ID = (n: number) => `5d1c7a3e-2b4f-4e6a-8c9d-00000000000${n}`;
const voucher = (n: number, values: Partial<StaffVoucher> = {}): StaffVoucher => ({
  id: ID(n),
  // A code the school could make (its alphabet has no 0, 1, I, L, O).
  code: `ABCDE2345${'_ABCDEFGHJK'[n]}`,
  batchId: null,
  productCode: 'CUCINA-2027A',
  courseName: 'Corso Superiore di Cucina Italiana',
  editionName: '2027A',
  kind: 'course',
  status: 'valid',
  uses: 0,
  maxUses: 1,
  expiresOn: null,
  note: '',
  createdAt: '2026-05-02T09:30:00.000Z',
  disabledAt: null,
  version: `v${n}`,
  ...values,
});

const serve = (handle: Handler) => serveApi({ me: meWith(['Dipendente'], ['Segreteria']), handle });
const LIST_PATH = '/api/staff/vouchers';

/** The detail page mounted at its route, as the console does, so that it reads the voucher's id. */
function renderDetail() {
  const router = createMemoryRouter([{ path: '/staff/vouchers/:id', element: <VoucherDetailPage /> }], {
    initialEntries: [`/staff/vouchers/${ID(1)}`],
  });
  render(
    <AppProvider queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })} env="test">
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

/** A select's input by its label (its open list shares the label). */
const input = (container: HTMLElement, label: RegExp) =>
  within(container)
    .getAllByLabelText(label)
    .find((element) => element.tagName === 'INPUT') as HTMLInputElement;

const stubbedMatchMedia = window.matchMedia;
beforeEach(async () => {
  window.matchMedia = (query: string) => ({ ...stubbedMatchMedia(query), matches: query.trim() === '' });
  await useLanguage('it', ['vouchers', 'staff', 'errors']);
});
afterEach(() => {
  window.matchMedia = stubbedMatchMedia;
});

const LIST = [
  voucher(1),
  voucher(2, { status: 'redeemed', uses: 1 }),
  voucher(3, { status: 'expired', expiresOn: '2026-01-31' }),
  voucher(4, { status: 'disabled', maxUses: null, uses: 7 }),
];

describe('staff vouchers — the list and new vouchers', () => {
  it('lists the codes with their status and uses, and filters by status through the address', async () => {
    const calls = serve(({ path }) =>
      path === LIST_PATH ? jsonResponse(200, { items: LIST, total: 4, page: 1, pageSize: 20 }) : undefined,
    );
    const { router } = renderWithApp(<VouchersPage />, { path: '/staff/vouchers' });
    expect(await screen.findByText('ABCDE-2345A')).toBeTruthy();
    const row = (code: string) => screen.getByText(code).closest('tr') as HTMLElement;
    expect(within(row('ABCDE-2345A')).getByText('Valido')).toBeTruthy();
    expect(within(row('ABCDE-2345B')).getByText('Riscosso')).toBeTruthy();
    expect(within(row('ABCDE-2345B')).getByText('1 / 1')).toBeTruthy();
    expect(within(row('ABCDE-2345C')).getByText('Scaduto')).toBeTruthy();
    expect(within(row('ABCDE-2345D')).getByText('Disattivato')).toBeTruthy();
    expect(within(row('ABCDE-2345D')).getByText('7 / senza limite')).toBeTruthy();
    expect(screen.getByText('ABCDE-2345A').closest('a')?.getAttribute('href')).toBe(
      `/staff/vouchers/${ID(1)}`,
    );
    expect(calls[0]?.search).toContain('pageSize=20');

    fireEvent.click(input(document.body, /^Stato$/));
    fireEvent.click(await screen.findByRole('option', { name: 'Scaduto' }));
    await waitFor(() => expect(router.state.location.search).toContain('status=expired'));
    await waitFor(() => expect(calls.some((c) => c.search.includes('status=expired'))).toBe(true));
  });

  it('creates a batch with no maximum and shows the codes made', async () => {
    const made = [
      voucher(5, { batchId: ID(9), maxUses: null }),
      voucher(6, { batchId: ID(9), maxUses: null }),
    ];
    const calls = serve(({ path, method }) => {
      if (path === LIST_PATH && method === 'GET')
        return jsonResponse(200, { items: [], total: 0, page: 1, pageSize: 20 });
      if (path === '/api/staff/vouchers/editions')
        return jsonResponse(200, {
          items: [
            {
              productCode: 'CUCINA-2027A',
              courseName: 'Corso Superiore di Cucina Italiana',
              editionName: '2027A',
              isOpen: true,
            },
          ],
        });
      if (path === LIST_PATH && method === 'POST') return jsonResponse(201, { batchId: ID(9), items: made });
      return undefined;
    });
    renderWithApp(<VouchersPage />, { path: '/staff/vouchers' });
    fireEvent.click(await screen.findByRole('button', { name: 'Nuovi voucher' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(input(dialog, /Edizione/));
    fireEvent.click(await screen.findByRole('option', { name: /Corso Superiore di Cucina Italiana 2027A/ }));
    fireEvent.change(input(dialog, /Quanti codici/), {
      target: { value: '2' },
    });
    fireEvent.change(input(dialog, /Usi massimi/), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crea' }));
    expect(await within(dialog).findByText('Creati 2 voucher.')).toBeTruthy();
    expect(within(within(dialog).getByTestId('created-codes')).getByText('ABCDE-2345E')).toBeTruthy();
    // Made: nothing left to cancel, the dialog is closed.
    expect(within(dialog).queryByRole('button', { name: 'Annulla' })).toBeNull();
    // The corner's button and the one under the codes.
    expect(within(dialog).getAllByRole('button', { name: 'Chiudi' })).toHaveLength(2);
    const sent = calls.find((c) => c.method === 'POST');
    expect(sent?.body).toEqual({
      productCode: 'CUCINA-2027A',
      kind: 'course',
      count: 2,
      maxUses: null,
      expiresOn: null,
      note: '',
    });
  });

  it('shows the refusal of a field on it, nothing made', async () => {
    serve(({ path, method }) => {
      if (path === LIST_PATH && method === 'GET')
        return jsonResponse(200, { items: [], total: 0, page: 1, pageSize: 20 });
      if (path === '/api/staff/vouchers/editions')
        return jsonResponse(200, {
          items: [{ productCode: 'CUCINA-2027A', courseName: 'Cucina', editionName: '2027A', isOpen: true }],
        });
      if (method === 'POST')
        return jsonResponse(400, {
          error: { code: 'request.invalid', message: 'x', fields: { expiresOn: 'vouchers.expiryInPast' } },
        });
      return undefined;
    });
    renderWithApp(<VouchersPage />, { path: '/staff/vouchers' });
    fireEvent.click(await screen.findByRole('button', { name: 'Nuovi voucher' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(input(dialog, /Edizione/));
    fireEvent.click(await screen.findByRole('option', { name: /Cucina 2027A/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crea' }));
    expect(
      await within(dialog).findByText("L'ultimo giorno di validità non può essere prima di oggi."),
    ).toBeTruthy();
  });

  it('checks the form before sending: an edition is required, at most 500 codes', async () => {
    const calls = serve(({ path }) =>
      path === LIST_PATH || path === '/api/staff/vouchers/editions'
        ? jsonResponse(200, { items: [], total: 0, page: 1, pageSize: 20 })
        : undefined,
    );
    renderWithApp(<VouchersPage />, { path: '/staff/vouchers' });
    fireEvent.click(await screen.findByRole('button', { name: 'Nuovi voucher' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(input(dialog, /Quanti codici/), {
      target: { value: '501' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crea' }));
    expect(await within(dialog).findByText('Indica da 1 a 500 codici.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });
});

describe('staff vouchers — one voucher', () => {
  const detail = (values: Partial<StaffVoucherDetail> = {}): StaffVoucherDetail => ({
    ...voucher(1, { maxUses: 3, uses: 1, note: 'Borsa di studio' }),
    redemptions: [
      {
        id: ID(7),
        userId: ID(8),
        name: 'Marco Verdi',
        username: 'marco@example.com',
        enrolmentId: ID(9),
        redeemedAt: '2026-05-03T10:00:00.000Z',
      },
    ],
    ...values,
  });

  it('shows its facts and redemptions, and disables it after a confirmation, on the version read', async () => {
    let disabled = false;
    const after = () => detail({ status: 'disabled', disabledAt: '2026-05-04T08:00:00.000Z' });
    const calls = serve(({ path, method }) => {
      if (path === `/api/staff/vouchers/${ID(1)}` && method === 'GET')
        return jsonResponse(200, disabled ? after() : detail());
      if (path === `/api/staff/vouchers/${ID(1)}/disable`) {
        disabled = true;
        return jsonResponse(200, after());
      }
      return undefined;
    });
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Voucher ABCDE-2345A' })).toBeTruthy();
    expect(screen.getByText('1 / 3')).toBeTruthy();
    expect(screen.getByText('Borsa di studio')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Marco Verdi' }).getAttribute('href')).toBe(
      `/staff/people/${ID(8)}`,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Disattiva' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disattivare il voucher?' });
    expect(within(dialog).getByText(/ABCDE-2345A non potrà più essere riscattato/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disattiva' }));
    expect(await screen.findByText('Voucher disattivato.')).toBeTruthy();
    expect(calls.find((c) => c.path.endsWith('/disable'))?.body).toEqual({ version: 'v1' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Disattiva' })).toBeNull());
  });

  it('says when the voucher changed meanwhile', async () => {
    serve(({ path, method }) => {
      if (path === `/api/staff/vouchers/${ID(1)}` && method === 'GET') return jsonResponse(200, detail());
      if (path.endsWith('/disable'))
        return jsonResponse(409, { error: { code: 'staff.staleRecord', message: 'x' } });
      return undefined;
    });
    renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: 'Disattiva' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Disattiva' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Questo record è stato modificato nel frattempo: ricaricalo e riprova.',
    );
  });

  it('an unknown voucher is not found', async () => {
    serve(() => undefined);
    renderDetail();
    expect(await screen.findByText('Voucher non trovato.')).toBeTruthy();
  });
});
