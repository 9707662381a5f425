import '../../../test/setup';
import type { StaffCatalogueItem } from '@school/domain/thesis/contracts/staff-thesis';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { meWith } from '../../../test/me';
import { jsonResponse, renderWithApp, useLanguage } from '../../../test/render';
import CataloguePage from './catalogue-page';

const BUTTER: StaffCatalogueItem = {
  id: 'i1',
  kind: 'ingredient',
  code: 'ING-LAT-002',
  name: 'Burro',
  category: 'Latticini',
  units: ['KG'],
  costCents: 980,
  ignoreCost: false,
  active: true,
  lineCount: 3,
  version: 'ver-1',
};
const PAN: StaffCatalogueItem = {
  ...BUTTER,
  id: 'i2',
  kind: 'equipment',
  code: 'ATT-COT-001',
  name: 'Casseruola inox 24 cm',
  category: 'Cottura',
  units: ['NR'],
  costCents: null,
  ignoreCost: true,
  lineCount: 0,
};

function server() {
  const sent: Array<{ method: string; url: string; body?: Record<string, unknown> }> = [];
  const lists: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      if (url === '/api/auth/csrf') return jsonResponse(200, { token: 't' });
      if (url === '/api/me') return jsonResponse(200, { user: meWith(['Dipendente'], ['Tesi']) });
      if (url === '/api/staff/thesis/catalogue/categories')
        return jsonResponse(200, { categories: ['Cottura', 'Latticini'] });
      if (url.startsWith('/api/staff/thesis/catalogue?')) {
        lists.push(url);
        return jsonResponse(200, { items: [BUTTER, PAN], total: 2, page: 1, pageSize: 25 });
      }
      if (url === '/api/staff/thesis/catalogue' && method === 'POST') {
        const body = JSON.parse(String(init?.body));
        sent.push({ method, url, body });
        return jsonResponse(201, { ...BUTTER, ...body, id: 'i9', lineCount: 0, version: 'v9' });
      }
      if (url.startsWith('/api/staff/thesis/catalogue/i1') && method === 'DELETE') {
        sent.push({ method, url });
        return jsonResponse(200, { outcome: 'hidden', item: { ...BUTTER, active: false } });
      }
      return jsonResponse(404, { error: { code: 'request.notFound', message: 'x' } });
    }),
  );
  return { sent, lists };
}

/** The table shows a column while its media query matches (see orders-page.test.tsx). */
const stubbedMatchMedia = window.matchMedia;
beforeEach(() => {
  window.matchMedia = (query: string) => ({ ...stubbedMatchMedia(query), matches: query.trim() === '' });
});
afterEach(() => {
  window.matchMedia = stubbedMatchMedia;
});

describe('the thesis catalogue page', () => {
  it('lists the items with their costs and creates one with its cost in cents (Italian)', async () => {
    await useLanguage('it', ['thesis', 'staff']);
    const { sent, lists } = server();
    const user = userEvent.setup();
    renderWithApp(<CataloguePage />, { path: '/staff/thesis/catalogue' });

    expect(await screen.findByText('Burro')).toBeTruthy();
    expect(screen.getByText('Costo ignorato')).toBeTruthy();
    expect(screen.getByText(/9,80/)).toBeTruthy();
    expect(lists[0]).toBe('/api/staff/thesis/catalogue?pageSize=25');

    await user.click(screen.getByRole('button', { name: 'Nuovo articolo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuovo articolo' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Codice/ }), 'ING-ZAF-01');
    await user.type(within(dialog).getByRole('textbox', { name: /^Nome/ }), 'Zafferano');
    await user.type(within(dialog).getByRole('combobox', { name: /^Categoria/ }), 'Spezie');
    await user.type(within(dialog).getByRole('combobox', { name: /^Unità di misura/ }), 'G{Enter}');
    await user.type(within(dialog).getByLabelText(/Costo per unità/), '1,50');
    await user.click(within(dialog).getByRole('button', { name: "Salva l'articolo" }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({
      kind: 'ingredient',
      code: 'ING-ZAF-01',
      name: 'Zafferano',
      category: 'Spezie',
      units: ['G'],
      costCents: 150,
      ignoreCost: false,
      active: true,
    });
    expect(await screen.findByText('Zafferano salvato.')).toBeTruthy();
  });

  it('refuses a bad code and a missing unit in the browser and sends nothing (English)', async () => {
    await useLanguage('en', ['thesis', 'staff', 'errors']);
    const { sent } = server();
    const user = userEvent.setup();
    renderWithApp(<CataloguePage />, { path: '/staff/thesis/catalogue' });
    await user.click(await screen.findByRole('button', { name: 'New item' }));
    const dialog = await screen.findByRole('dialog', { name: 'New item' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Code/ }), 'WITH SPACE');
    await user.click(within(dialog).getByRole('button', { name: 'Save the item' }));
    expect(await within(dialog).findByText(/Invalid code: letters, digits/)).toBeTruthy();
    expect(within(dialog).getByText('Give at least one unit.')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('hides an item dish lines use instead of deleting it, after saying so (English)', async () => {
    await useLanguage('en', ['thesis', 'staff']);
    const { sent } = server();
    const user = userEvent.setup();
    renderWithApp(<CataloguePage />, { path: '/staff/thesis/catalogue' });
    await user.click(await screen.findByRole('button', { name: 'Delete Burro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Burro' });
    expect(
      within(dialog).getByText(/3 dish lines use the item: it will not be deleted but hidden/),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.url).toBe('/api/staff/thesis/catalogue/i1?version=ver-1');
    expect(
      await screen.findByText("Burro is used in dishes: it was hidden from the students' pickers."),
    ).toBeTruthy();
  });
});
