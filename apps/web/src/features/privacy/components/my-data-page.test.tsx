import '../../../test/setup';
import type { MyPrivacyResponse } from '@school/domain/privacy/contracts/my-data';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiClientForTests } from '../../../lib/api-client';
import { jsonResponse, renderWithApp, useLanguage } from '../../../test/render';
import { MyDataPage } from './my-data-page';

const EXPORT_ID = '7f2b9c3a-4d5e-4f70-8b12-c3d4e5f6a7b8';
const ERASURE_ID = '8a3c0d4b-5e6f-4a81-9c23-d4e5f6a7b8c9';

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** A fake `/api/privacy` whose state the test sets; records every call. */
function servePrivacy(
  state: MyPrivacyResponse,
  answer: (call: Call) => Response | undefined = () => undefined,
) {
  resetApiClientForTests();
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      if (url.pathname === '/api/auth/csrf') return jsonResponse(200, { token: 't' });
      const call = { method, path: url.pathname, body };
      calls.push(call);
      if (url.pathname === '/api/privacy' && method === 'GET') return jsonResponse(200, state);
      return answer(call) ?? jsonResponse(404, { error: { code: 'request.notFound', message: 'x' } });
    }),
  );
  return calls;
}

function setCookie(cookie: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API; the client reads document.cookie
  document.cookie = cookie;
}

beforeEach(async () => {
  setCookie('csrf=tok; path=/');
});

describe('MyDataPage', () => {
  it('asks for an export, then offers the ready one for download (Italian)', async () => {
    await useLanguage('it', ['privacy', 'errors']);
    const calls = servePrivacy({ export: null, erasure: null }, (call) =>
      call.path === '/api/privacy/exports'
        ? jsonResponse(201, {
            id: EXPORT_ID,
            status: 'pending',
            requestedAt: '2026-11-02T09:00:00.000Z',
            readyAt: null,
            expiresAt: null,
            size: null,
            url: null,
          })
        : undefined,
    );
    renderWithApp(<MyDataPage />, { path: '/profilo/i-miei-dati' });
    fireEvent.click(await screen.findByRole('button', { name: 'Richiedi i miei dati' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.path === '/api/privacy/exports')).toBe(true),
    );
  });

  it('shows the download link of a ready export (English)', async () => {
    await useLanguage('en', ['privacy', 'errors']);
    servePrivacy({
      export: {
        id: EXPORT_ID,
        status: 'ready',
        requestedAt: '2026-11-02T09:00:00.000Z',
        readyAt: '2026-11-02T09:01:00.000Z',
        expiresAt: '2026-11-09T09:01:00.000Z',
        size: 1200,
        url: `/api/privacy/exports/${EXPORT_ID}/download`,
      },
      erasure: null,
    });
    renderWithApp(<MyDataPage />, { path: '/profilo/i-miei-dati' });
    const link = await screen.findByRole('link', { name: 'Download my data (ZIP)' });
    expect(link.getAttribute('href')).toBe(`/api/privacy/exports/${EXPORT_ID}/download`);
    expect(screen.getByText(/you can download them until 09-11-2026/)).toBeTruthy();
  });

  it('sends an erasure request only once confirmed, and shows it pending', async () => {
    await useLanguage('it', ['privacy', 'errors']);
    const calls = servePrivacy({ export: null, erasure: null }, (call) =>
      call.path === '/api/privacy/erasure'
        ? jsonResponse(201, {
            id: ERASURE_ID,
            status: 'pending',
            requestedAt: '2026-11-02T09:00:00.000Z',
            decidedAt: null,
            refusalReason: null,
          })
        : undefined,
    );
    renderWithApp(<MyDataPage />, { path: '/profilo/i-miei-dati' });
    fireEvent.click(await screen.findByRole('button', { name: 'Chiedi la cancellazione' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Invia la richiesta' }));
    expect(await screen.findByText('Conferma di voler cancellare il tuo account.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Sì, voglio cancellare il mio account' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Nota per la segreteria/ }), {
      target: { value: 'Non frequento più' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Invia la richiesta' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST')).toEqual([
        { method: 'POST', path: '/api/privacy/erasure', body: { confirm: true, note: 'Non frequento più' } },
      ]),
    );
  });
});
