import '../../../test/setup';
import {
  type StaffPasskey,
  type StaffPasskeysResponse,
  StaffPasskeysResponseSchema,
} from '@school/domain/auth/contracts/passkeys';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Call, serveApi, writes } from '../../../test/fake-api';
import { meWith } from '../../../test/me';
import { jsonResponse, renderWithApp, useLanguage } from '../../../test/render';
import { PersonPasskeys } from './person-passkeys';

const PERSON = '2b7e1f0a-3c4d-4e5f-8a9b-0c1d2e3f4a51';
const LIST_PATH = `/api/staff/people/${PERSON}/passkeys`;
const ID = (n: number) => `6e2f4a1b-7c8d-4e9f-a0b1-c2d3e4f5a6b${n}`;

const passkey = (n: number, values: Partial<StaffPasskey> = {}): StaffPasskey => ({
  id: ID(n),
  name: `Passkey ${n}`,
  createdAt: '2026-10-05T08:00:00.000Z',
  lastUsedAt: null,
  backedUp: false,
  version: `v${n}`,
  ...values,
});

const TWO: StaffPasskeysResponse = StaffPasskeysResponseSchema.parse({
  passkeys: [
    passkey(1, { name: 'iPhone di Anna', lastUsedAt: '2026-11-20T18:30:00.000Z' }),
    passkey(2, { name: 'Chiavetta USB' }),
  ],
});

/** A fake server holding the person's passkeys; `answer` may answer a call first (an error). */
function serve(answer: (call: Call) => Response | undefined = () => undefined) {
  let state = TWO;
  return serveApi({
    me: meWith(['Dipendente'], ['Segreteria']),
    handle: (call) => {
      const answered = answer(call);
      if (answered) return answered;
      if (call.path === LIST_PATH && call.method === 'GET') return jsonResponse(200, state);
      const removed = state.passkeys.find((p) => call.path === `${LIST_PATH}/${p.id}`);
      if (removed && call.method === 'DELETE') {
        state = { passkeys: state.passkeys.filter((p) => p !== removed) };
        return new Response(null, { status: 204 });
      }
      return undefined;
    },
  });
}

const render = (canChange = true) =>
  renderWithApp(<PersonPasskeys personId={PERSON} personName="Anna Rossi" canChange={canChange} />, {
    path: `/staff/people/${PERSON}`,
  });

const rowOf = (table: HTMLElement, text: string) =>
  within(table).getByText(text).closest('tr') as HTMLElement;

// The table shows a column while its media query matches (the empty query matches everywhere).
const stubbedMatchMedia = window.matchMedia;
beforeEach(() => {
  window.matchMedia = (query: string) => ({ ...stubbedMatchMedia(query), matches: query.trim() === '' });
});
afterEach(() => {
  window.matchMedia = stubbedMatchMedia;
});

describe('a person’s passkeys on the console', () => {
  it('lists each passkey with when it was created and last used (Italian)', async () => {
    await useLanguage('it', ['staff', 'errors']);
    serve();
    render();
    expect(screen.getByRole('heading', { level: 2, name: 'Passkey' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Le passkey della persona' });
    await within(table).findByText('iPhone di Anna');
    const phone = rowOf(table, 'iPhone di Anna');
    expect(within(phone).getByText('05-10-2026 10:00')).toBeTruthy();
    expect(within(phone).getByText('20-11-2026 19:30')).toBeTruthy();
    expect(within(rowOf(table, 'Chiavetta USB')).getByText('Mai')).toBeTruthy();
    expect(within(phone).getByRole('button', { name: 'Rimuovi iPhone di Anna' })).toBeTruthy();
  });

  it('offers no removal to staff who may not change the person', async () => {
    await useLanguage('en', ['staff', 'errors']);
    serve();
    render(false);
    const table = await screen.findByRole('table', { name: "The person's passkeys" });
    expect(await within(table).findByText('iPhone di Anna')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
  });

  it('says when the person has none', async () => {
    await useLanguage('en', ['staff', 'errors']);
    serveApi({
      me: meWith(['Dipendente'], ['Segreteria']),
      handle: (call) => (call.path === LIST_PATH ? jsonResponse(200, { passkeys: [] }) : undefined),
    });
    render();
    expect(await screen.findByText('No passkeys.')).toBeTruthy();
  });

  it('removes a passkey only once confirmed, on the version read (English)', async () => {
    await useLanguage('en', ['staff', 'errors']);
    const calls = serve();
    render();
    const table = await screen.findByRole('table', { name: "The person's passkeys" });
    fireEvent.click(await within(table).findByRole('button', { name: 'Remove Chiavetta USB' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this passkey?' });
    expect(within(dialog).getByText(/“Chiavetta USB” will no longer sign Anna Rossi in/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(calls)).toEqual([]);

    fireEvent.click(within(table).getByRole('button', { name: 'Remove Chiavetta USB' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Remove this passkey?' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    expect((await screen.findByRole('status')).textContent).toBe('Passkey removed.');
    expect(writes(calls)).toEqual([
      { method: 'DELETE', path: `${LIST_PATH}/${ID(2)}`, search: '?version=v2', body: undefined },
    ]);
    await waitFor(() => expect(within(table).queryByText('Chiavetta USB')).toBeNull());
    expect(within(table).getByText('iPhone di Anna')).toBeTruthy();
  });

  it('says when the passkey was used or renamed meanwhile, and reads the list again', async () => {
    await useLanguage('it', ['staff', 'errors']);
    const calls = serve((call) =>
      call.method === 'DELETE'
        ? jsonResponse(409, { error: { code: 'staff.staleRecord', message: 'x' } })
        : undefined,
    );
    render();
    const table = await screen.findByRole('table', { name: 'Le passkey della persona' });
    fireEvent.click(await within(table).findByRole('button', { name: 'Rimuovi iPhone di Anna' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Rimuovere questa passkey?' })).getByRole('button', {
        name: 'Rimuovi',
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Questa passkey è stata usata o rinominata nel frattempo: l'elenco ora la mostra com'è. Controllala e rimuovila di nuovo.",
    );
    expect(within(table).getByText('iPhone di Anna')).toBeTruthy();
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET')).toHaveLength(2));
  });

  it('shows any other refusal in the catalogue’s words', async () => {
    await useLanguage('en', ['staff', 'errors']);
    serve((call) =>
      call.method === 'DELETE'
        ? jsonResponse(403, { error: { code: 'auth.forbidden', message: 'x' } })
        : undefined,
    );
    render();
    const table = await screen.findByRole('table', { name: "The person's passkeys" });
    fireEvent.click(await within(table).findByRole('button', { name: 'Remove iPhone di Anna' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Remove this passkey?' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('You are not allowed to do this.');
  });
});
