import '../../../test/setup';
import { notifications } from '@mantine/notifications';
import {
  AddPasskeyBodySchema,
  type ListPasskeysResponse,
  ListPasskeysResponseSchema,
  type Passkey,
  type RegistrationResponse,
} from '@school/domain/auth/contracts/passkeys';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type Call, serveApi, writes } from '../../../test/fake-api';
import { meWith } from '../../../test/me';
import { jsonResponse, renderWithApp, useLanguage } from '../../../test/render';
import { PasskeysPanel } from './passkeys-panel';

// The browser's WebAuthn dialog is outside jsdom: the library that opens it is stubbed.
const webauthn = vi.hoisted(() => ({
  browserSupportsWebAuthn: vi.fn(),
  browserSupportsWebAuthnAutofill: vi.fn(),
  startRegistration: vi.fn(),
  startAuthentication: vi.fn(),
  WebAuthnAbortService: { cancelCeremony: vi.fn() },
}));
vi.mock('@simplewebauthn/browser', () => webauthn);

const ID = (n: number) => `6e2f4a1b-7c8d-4e9f-a0b1-c2d3e4f5a6b${n}`;
const passkey = (n: number, values: Partial<Passkey> = {}): Passkey => ({
  id: ID(n),
  name: `Passkey ${n}`,
  createdAt: '2026-10-05T08:00:00.000Z',
  lastUsedAt: null,
  backedUp: false,
  ...values,
});

const OPTIONS = { challenge: 'c2lnbi1tZS11cA', rp: { name: 'Scuola' }, user: { id: 'dTE', name: 'x' } };
const REGISTRATION: RegistrationResponse = {
  id: 'Y3JlZGVudGlhbA',
  rawId: 'Y3JlZGVudGlhbA',
  type: 'public-key',
  response: { clientDataJSON: 'Y2xpZW50', attestationObject: 'YXR0ZXN0', transports: ['internal'] },
  clientExtensionResults: {},
};

/**
 * A fake `/api/auth/passkeys` holding the person's passkeys; `answer` may answer a call first
 * (an error), otherwise adding and removing change the list.
 */
function serve(
  initial: ListPasskeysResponse,
  answer: (call: Call) => Response | undefined = () => undefined,
) {
  let state = ListPasskeysResponseSchema.parse(initial);
  return serveApi({
    me: meWith(['Studente']),
    handle: (call) => {
      const answered = answer(call);
      if (answered) return answered;
      if (call.path === '/api/auth/passkeys' && call.method === 'GET') return jsonResponse(200, state);
      if (call.path === '/api/auth/passkeys/registration-options' && call.method === 'POST')
        return jsonResponse(200, { options: OPTIONS });
      if (call.path === '/api/auth/passkeys' && call.method === 'POST') {
        const body = AddPasskeyBodySchema.parse(call.body);
        const added = passkey(9, { name: body.name, createdAt: '2026-11-29T10:00:00.000Z' });
        state = { ...state, passkeys: [...state.passkeys, added] };
        return jsonResponse(201, { passkey: added });
      }
      const removed = state.passkeys.find((p) => call.path === `/api/auth/passkeys/${p.id}`);
      if (removed && call.method === 'DELETE') {
        state = { ...state, passkeys: state.passkeys.filter((p) => p !== removed) };
        return new Response(null, { status: 204 });
      }
      return undefined;
    },
  });
}

const TWO: ListPasskeysResponse = {
  passkeys: [
    passkey(1, { name: 'iPhone di Anna', backedUp: true, lastUsedAt: '2026-11-20T18:30:00.000Z' }),
    passkey(2, { name: 'Chiavetta USB' }),
  ],
  hasPassword: true,
  identities: 0,
};

const item = (name: string) =>
  within(screen.getByRole('list', { name: /passkey/ }))
    .getByText(name)
    .closest('li') as HTMLElement;

beforeEach(() => {
  webauthn.browserSupportsWebAuthn.mockReset().mockReturnValue(true);
  webauthn.startRegistration.mockReset().mockResolvedValue(REGISTRATION);
  // The shown messages live in the library's store, beyond one test's page.
  notifications.clean();
});

describe('the profile’s passkeys', () => {
  it('lists each passkey with when it was created and last used (Italian)', async () => {
    await useLanguage('it', ['auth', 'errors']);
    serve(TWO);
    renderWithApp(<PasskeysPanel />, { path: '/profilo' });
    const list = await screen.findByRole('list', { name: 'Le tue passkey' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const phone = item('iPhone di Anna');
    expect(within(phone).getByText('Sincronizzata')).toBeTruthy();
    expect(within(phone).getByText('Creata il 05-10-2026')).toBeTruthy();
    expect(within(phone).getByText('Ultimo uso il 20-11-2026')).toBeTruthy();
    const key = item('Chiavetta USB');
    expect(within(key).getByText('Mai usata')).toBeTruthy();
    expect(within(key).queryByText('Sincronizzata')).toBeNull();
    expect(within(key).getByRole('button', { name: 'Rimuovi Chiavetta USB' })).toBeTruthy();
  });

  it('says when there are none (English)', async () => {
    await useLanguage('en', ['auth', 'errors']);
    serve({ passkeys: [], hasPassword: true, identities: 0 });
    renderWithApp(<PasskeysPanel />, { path: '/profilo' });
    expect(await screen.findByText('You have no passkeys yet.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('adds a passkey with the name given, through the browser’s dialog (English)', async () => {
    await useLanguage('en', ['auth', 'errors']);
    const calls = serve(TWO);
    renderWithApp(<PasskeysPanel />, { path: '/profilo' });
    fireEvent.change(await screen.findByRole('textbox', { name: /Passkey name/ }), {
      target: { value: '  Work laptop ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByText('Passkey added: next time you can sign in with it.')).toBeTruthy();
    expect(webauthn.startRegistration).toHaveBeenCalledWith({ optionsJSON: OPTIONS });
    expect(writes(calls)).toEqual([
      { method: 'POST', path: '/api/auth/passkeys/registration-options', search: '', body: undefined },
      {
        method: 'POST',
        path: '/api/auth/passkeys',
        search: '',
        body: { name: 'Work laptop', response: REGISTRATION },
      },
    ]);
    expect(await screen.findByText('Work laptop')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Passkey name/ })).toHaveProperty('value', '');
  });

  it('asks for a name under its field before opening the browser’s dialog', async () => {
    await useLanguage('it', ['auth', 'errors']);
    const calls = serve(TWO);
    renderWithApp(<PasskeysPanel />, { path: '/profilo' });
    fireEvent.click(await screen.findByRole('button', { name: 'Aggiungi una passkey' }));
    expect(
      await screen.findByRole('textbox', {
        name: /Nome della passkey/,
        description: 'Dai un nome alla passkey.',
      }),
    ).toBeTruthy();
    expect(webauthn.startRegistration).not.toHaveBeenCalled();
    expect(writes(calls)).toEqual([]);
  });

  it('shows a refusal of the server in the catalogue’s words', async () => {
    await useLanguage('it', ['auth', 'errors']);
    serve(TWO, (call) =>
      call.path === '/api/auth/passkeys' && call.method === 'POST'
        ? jsonResponse(409, { error: { code: 'auth.passkeyAlreadyRegistered', message: 'x' } })
        : undefined,
    );
    renderWithApp(<PasskeysPanel />, { path: '/profilo' });
    fireEvent.change(await screen.findByRole('textbox', { name: /Nome della passkey/ }), {
      target: { value: 'iPhone di Anna' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi una passkey' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Questa passkey è già registrata.');
    expect(screen.getByRole('textbox', { name: /Nome della passkey/ })).toHaveProperty(
      'value',
      'iPhone di Anna',
    );
  });

  it('says nothing when the person closes the browser’s dialog', async () => {
    await useLanguage('it', ['auth', 'errors']);
    webauthn.startRegistration.mockRejectedValue(
      Object.assign(new Error('closed'), { name: 'NotAllowedError' }),
    );
    const calls = serve(TWO);
    renderWithApp(<PasskeysPanel />, { path: '/profilo' });
    fireEvent.change(await screen.findByRole('textbox', { name: /Nome della passkey/ }), {
      target: { value: 'Tablet' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi una passkey' }));
    await waitFor(() => expect(webauthn.startRegistration).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(writes(calls).map((call) => call.path)).toEqual(['/api/auth/passkeys/registration-options']);
  });

  it('says so when the browser has no passkeys, offering no way to add one', async () => {
    await useLanguage('en', ['auth', 'errors']);
    webauthn.browserSupportsWebAuthn.mockReturnValue(false);
    serve(TWO);
    renderWithApp(<PasskeysPanel />, { path: '/profilo' });
    expect(await screen.findByText('This browser does not support passkeys.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add a passkey' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Passkey name/ })).toBeNull();
  });

  it('removes a passkey only once confirmed', async () => {
    await useLanguage('it', ['auth', 'errors']);
    const calls = serve(TWO);
    renderWithApp(<PasskeysPanel />, { path: '/profilo' });
    await screen.findByRole('list', { name: 'Le tue passkey' });
    fireEvent.click(within(item('Chiavetta USB')).getByRole('button', { name: 'Rimuovi Chiavetta USB' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rimuovere la passkey?' });
    expect(within(dialog).getByText(/Non potrai più accedere con «Chiavetta USB»/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(calls)).toEqual([]);

    fireEvent.click(within(item('Chiavetta USB')).getByRole('button', { name: 'Rimuovi Chiavetta USB' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Rimuovere la passkey?' })).getByRole('button', {
        name: 'Rimuovi',
      }),
    );
    expect(await screen.findByText('Passkey rimossa.')).toBeTruthy();
    expect(writes(calls)).toEqual([
      { method: 'DELETE', path: `/api/auth/passkeys/${ID(2)}`, search: '', body: undefined },
    ]);
    await waitFor(() => expect(screen.queryByText('Chiavetta USB')).toBeNull());
    expect(screen.getByText('iPhone di Anna')).toBeTruthy();
  });

  it('shows a refused removal in the catalogue’s words', async () => {
    await useLanguage('en', ['auth', 'errors']);
    serve(TWO, (call) =>
      call.method === 'DELETE'
        ? jsonResponse(409, { error: { code: 'auth.lastSignInMethod', message: 'x' } })
        : undefined,
    );
    renderWithApp(<PasskeysPanel />, { path: '/profilo' });
    await screen.findByRole('list', { name: 'Your passkeys' });
    fireEvent.click(within(item('Chiavetta USB')).getByRole('button', { name: 'Remove Chiavetta USB' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Remove the passkey?' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This is your only way to sign in: set a password or add another passkey before removing it.',
    );
    expect(screen.getByText('Chiavetta USB')).toBeTruthy();
  });

  it('keeps the only way in of an account without a password, and says why', async () => {
    await useLanguage('en', ['auth', 'errors']);
    serve({ passkeys: [passkey(1, { name: 'iPhone' })], hasPassword: false, identities: 0 });
    renderWithApp(<PasskeysPanel />, { path: '/profilo' });
    expect(await screen.findByText(/This passkey is your only way to sign in/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove iPhone' }).hasAttribute('disabled')).toBe(true);
  });
});
