import '../../../test/setup';
import {
  type ListErasuresResponse,
  ListErasuresResponseSchema,
  type StaffErasureRow,
} from '@school/domain/privacy/contracts/staff-privacy';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Handler, serveApi } from '../../../test/fake-api';
import { meWith } from '../../../test/me';
import { jsonResponse, renderWithApp, useLanguage } from '../../../test/render';
import ErasuresPage from './erasures-page';

const ID = (n: number) => `8a3c0d4b-5e6f-4a81-9c23-d4e5f6a7b8c${n}`;
const PERSON = (n: number) => `2b7e1f0a-3c4d-4e5f-8a9b-0c1d2e3f4a5${n}`;
const LIST_PATH = '/api/staff/privacy/erasures';

const row = (n: number, values: Partial<StaffErasureRow> = {}): StaffErasureRow => ({
  id: ID(n),
  status: 'pending',
  requestedAt: '2026-11-02T09:15:00.000Z',
  person: { id: PERSON(n), name: `Anna Rossi ${n}`, email: `anna${n}@example.test` },
  version: `v${n}`,
  ...values,
});

const page = (items: StaffErasureRow[]): ListErasuresResponse =>
  ListErasuresResponseSchema.parse({ items, total: items.length, page: 1, pageSize: 25 });

const serve = (handle: Handler) => serveApi({ me: meWith(['Dipendente'], ['Segreteria']), handle });

/** A select's input by its label (its open list shares the label). */
const input = (label: RegExp) =>
  screen.getAllByLabelText(label).find((element) => element.tagName === 'INPUT') as HTMLInputElement;

/** The table row holding `text`. */
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

// The table shows a column while its media query matches (the empty query matches everywhere).
const stubbedMatchMedia = window.matchMedia;
beforeEach(() => {
  window.matchMedia = (query: string) => ({ ...stubbedMatchMedia(query), matches: query.trim() === '' });
});
afterEach(() => {
  window.matchMedia = stubbedMatchMedia;
});

describe('the erasure requests', () => {
  it('lists each request with its person, date and status, linked to the request (Italian)', async () => {
    await useLanguage('it', ['privacy', 'staff', 'errors']);
    const calls = serve(({ path }) =>
      path === LIST_PATH
        ? jsonResponse(
            200,
            page([
              row(1),
              row(2, { status: 'refused', requestedAt: '2026-10-20T16:45:00.000Z' }),
              row(3, { status: 'done', person: { id: PERSON(3), name: '', email: 'solo@example.test' } }),
            ]),
          )
        : undefined,
    );
    renderWithApp(<ErasuresPage />, { path: '/staff/privacy' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Richieste di cancellazione' })).toBeTruthy();
    const first = await screen.findByRole('link', { name: 'Anna Rossi 1' });
    expect(first.getAttribute('href')).toBe(`/staff/privacy/${ID(1)}`);
    expect(within(rowOf('Anna Rossi 1')).getByText('anna1@example.test')).toBeTruthy();
    expect(within(rowOf('Anna Rossi 1')).getByText('02-11-2026 10:15')).toBeTruthy();
    expect(within(rowOf('Anna Rossi 1')).getByText('Da decidere')).toBeTruthy();
    expect(within(rowOf('Anna Rossi 2')).getByText('20-10-2026 18:45')).toBeTruthy();
    expect(within(rowOf('Anna Rossi 2')).getByText('Rifiutata')).toBeTruthy();
    // A person with no name is shown by the e-mail address.
    const unnamed = screen.getByRole('link', { name: 'solo@example.test' });
    expect(unnamed.getAttribute('href')).toBe(`/staff/privacy/${ID(3)}`);
    expect(within(unnamed.closest('tr') as HTMLElement).getByText('Eseguita')).toBeTruthy();
    expect(calls[0]?.search).toBe('?page=1&pageSize=25');
  });

  it('filters by status and searches a person through the address (English)', async () => {
    await useLanguage('en', ['privacy', 'staff', 'errors']);
    const calls = serve(({ path }) => (path === LIST_PATH ? jsonResponse(200, page([row(1)])) : undefined));
    const { router } = renderWithApp(<ErasuresPage />, { path: '/staff/privacy' });
    expect(await screen.findByRole('link', { name: 'Anna Rossi 1' })).toBeTruthy();

    fireEvent.click(input(/^Status$/));
    fireEvent.click(await screen.findByRole('option', { name: 'To decide' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=pending'));
    await waitFor(() =>
      expect(calls.some((c) => c.search === '?page=1&pageSize=25&status=pending')).toBe(true),
    );

    const search = screen.getByRole('textbox', { name: 'Search person' });
    fireEvent.change(search, { target: { value: 'rossi' } });
    fireEvent.submit(search.closest('form') as HTMLFormElement);
    await waitFor(() => expect(router.state.location.search).toBe('?status=pending&search=rossi'));
    await waitFor(() =>
      expect(calls.some((c) => c.search === '?page=1&pageSize=25&search=rossi&status=pending')).toBe(true),
    );
  });

  it('opens with the filters of its address', async () => {
    await useLanguage('en', ['privacy', 'staff', 'errors']);
    const calls = serve(({ path }) => (path === LIST_PATH ? jsonResponse(200, page([row(1)])) : undefined));
    renderWithApp(<ErasuresPage />, { path: '/staff/privacy?status=confirmed&search=anna' });
    expect(await screen.findByRole('link', { name: 'Anna Rossi 1' })).toBeTruthy();
    expect(calls[0]?.search).toBe('?page=1&pageSize=25&search=anna&status=confirmed');
    expect(screen.getByRole('textbox', { name: 'Search person' })).toHaveProperty('value', 'anna');
    expect(input(/^Status$/).value).toBe('Confirmed, under way');
  });

  it('says when there are no requests', async () => {
    await useLanguage('it', ['privacy', 'staff', 'errors']);
    serve(({ path }) => (path === LIST_PATH ? jsonResponse(200, page([])) : undefined));
    renderWithApp(<ErasuresPage />, { path: '/staff/privacy' });
    expect(await screen.findByText('Nessuna richiesta.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Anna/ })).toBeNull();
  });
});
