import '../../../test/setup';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithApp, useLanguage } from '../../../test/render';
import ComposerPage from './composer-page';

const BROADCAST = {
  id: 'b1',
  title: 'Lezione spostata',
  body: 'Domani alle 10.',
  url: null,
  audience: { kind: 'category', category: 'Studente' },
  recipients: 42,
  reached: 0,
  status: 'sending',
  createdAt: '2026-03-13T10:00:00.000Z',
  createdBy: 'u1',
};

afterEach(() => vi.unstubAllGlobals());

/** `refuse`: the answer to each sending, in turn (none: sent). */
function fakeApi(refuse: Array<() => Response> = []) {
  const posted: unknown[] = [];
  const asked: string[] = [];
  let sent = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/auth/csrf') return jsonResponse(200, { token: 't' });
      if (url === '/api/staff/editions') return jsonResponse(200, { items: [] });
      if (url.startsWith('/api/staff/notifications/audience')) {
        asked.push(url);
        return jsonResponse(200, { recipients: 42 });
      }
      if (url === '/api/staff/notifications/broadcasts' && init?.method === 'POST') {
        posted.push(JSON.parse(String(init.body)));
        const refusal = refuse[posted.length - 1];
        if (refusal) return refusal();
        sent = true;
        return jsonResponse(201, { broadcast: BROADCAST });
      }
      if (url === '/api/staff/notifications/broadcasts')
        return jsonResponse(200, { broadcasts: sent ? [BROADCAST] : [] });
      return jsonResponse(404, { error: { code: 'request.notFound', message: 'x' } });
    }),
  );
  return { posted, asked };
}

describe('the composer (Segreteria)', () => {
  it('counts the group, previews the text, sends it and lists it while it goes out', async () => {
    await useLanguage('it', ['notifications', 'staff', 'errors']);
    const { posted, asked } = fakeApi();
    renderWithApp(<ComposerPage />, { path: '/staff/notifications' });
    expect(await screen.findByText('Nessuna notifica inviata finora.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Categoria' }));
    fireEvent.click(await screen.findByRole('combobox', { name: /^Categoria/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Studente' }));
    expect(await screen.findByText('La riceveranno 42 persone.')).toBeTruthy();
    expect(asked.at(-1)).toBe('/api/staff/notifications/audience?kind=category&category=Studente');

    fireEvent.click(screen.getByRole('button', { name: 'Invia la notifica' }));
    expect(posted).toEqual([]);
    expect((await screen.findAllByText('Compilare tutti i campi obbligatori.')).length).toBeGreaterThan(0);

    fireEvent.change(screen.getByRole('textbox', { name: /^Titolo/ }), {
      target: { value: 'Lezione spostata' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /^Testo/ }), {
      target: { value: 'Domani alle 10.' },
    });
    const preview = screen.getByLabelText('Anteprima');
    expect(preview.textContent).toContain('Lezione spostata');
    expect(preview.textContent).toContain('Domani alle 10.');
    fireEvent.click(screen.getByRole('button', { name: 'Invia la notifica' }));
    expect(await screen.findByText('Notifica in invio a 42 persone.')).toBeTruthy();
    expect(posted).toEqual([
      {
        audience: { kind: 'category', category: 'Studente' },
        title: 'Lezione spostata',
        body: 'Domani alle 10.',
        url: '',
      },
    ]);
    await waitFor(() => expect(screen.getByText('In invio')).toBeTruthy());
    expect(screen.getByText('0/42')).toBeTruthy();
  });

  it('shows the server’s refusal of a field under it, anything else as the one save problem', async () => {
    await useLanguage('it', ['notifications', 'staff', 'errors']);
    const { posted } = fakeApi([
      () =>
        jsonResponse(400, {
          error: { code: 'request.invalid', message: 'x', fields: { url: 'notifications.invalidUrl' } },
        }),
      () => jsonResponse(500, { error: { code: 'server.error', message: 'x' } }),
    ]);
    renderWithApp(<ComposerPage />, { path: '/staff/notifications' });
    fireEvent.click(await screen.findByRole('radio', { name: 'Categoria' }));
    fireEvent.click(await screen.findByRole('combobox', { name: /^Categoria/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Studente' }));
    expect(await screen.findByText('La riceveranno 42 persone.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /^Titolo/ }), { target: { value: 'Titolo' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Testo/ }), { target: { value: 'Testo' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Pagina/ }), {
      target: { value: '/prenotazioni' },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Invia la notifica' }));
    expect(await screen.findByText('Indica una pagina del portale, che inizia con /.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Pagina/ }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Invia la notifica' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Errore nel processo, contattare la segreteria!',
    );
    expect(posted).toHaveLength(2);
    // Nothing was sent: the text stays, for another try.
    expect((screen.getByRole('textbox', { name: /^Titolo/ }) as HTMLInputElement).value).toBe('Titolo');
  });
});
