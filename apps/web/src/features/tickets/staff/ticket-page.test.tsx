import '../../../test/setup';
import type { StaffTicket, StaffTicketRow } from '@school/domain/tickets/contracts/staff-tickets';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { meWith } from '../../../test/me';
import { jsonResponse, useLanguage } from '../../../test/render';
import TicketPage from './ticket-page';
import TicketsInboxPage from './tickets-inbox-page';

const ID = '3c4d5e6f-7a8b-4c9d-8e0f-112233445566';

const row = (values: Partial<StaffTicketRow> = {}): StaffTicketRow => ({
  id: ID,
  createdAt: '2026-10-05T09:00:00.000Z',
  updatedAt: '2026-10-05T09:00:00.000Z',
  category: { id: '4d5e6f70-8a9b-4cad-9e0f-223344556677', name: 'Segreteria' },
  subject: 'Certificato',
  status: 'New',
  person: { id: '6f708192-abbc-4dce-8f01-445566778899', name: 'Anna Verdi', email: 'anna@example.com' },
  assignee: null,
  attachmentCount: 1,
  messageCount: 0,
  lastMessageFromStaff: null,
  version: 'v1',
  ...values,
});

const ticket = (values: Partial<StaffTicket> = {}): StaffTicket => ({
  ...row(),
  description: 'Mi serve il certificato',
  origin: 'webapp',
  recordType: 'Standard',
  from: 'Segreteria',
  links: { from: 'Segreteria', enrolment: null, application: null, thesis: null },
  operatorEmails: ['segreteria@alma.test'],
  attachments: [],
  messages: [],
  closedAt: null,
  rating: null,
  ...values,
});

function serve(handle: (url: string, init?: RequestInit) => Response | undefined) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/auth/csrf') return jsonResponse(200, { token: 't' });
      if (url === '/api/me') return jsonResponse(200, { user: meWith(['Dipendente'], ['Interventi']) });
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ url, method: init?.method ?? 'GET', body });
      return handle(url, init) ?? jsonResponse(404, { error: { code: 'request.notFound', message: 'x' } });
    }),
  );
  return calls;
}

/**
 * The table shows a column while its media query matches; the shared stub answers false to every
 * query, so the cells would vanish once the table settles (as in the shop's board test).
 */
const stubbedMatchMedia = window.matchMedia;
beforeEach(() => {
  window.matchMedia = (query: string) => ({ ...stubbedMatchMedia(query), matches: query.trim() === '' });
});
afterEach(() => {
  window.matchMedia = stubbedMatchMedia;
});

function mount(path: string, pattern: string, element: ReactNode) {
  const router = createMemoryRouter([{ path: pattern, element }], { initialEntries: [path] });
  render(
    <AppProvider queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })} env="test">
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

describe('the tickets inbox', () => {
  it('asks for the open cases of a category and shows the ones waiting for the school', async () => {
    await useLanguage('it', ['tickets', 'staff', 'errors']);
    const calls = serve((url) => {
      if (url.startsWith('/api/staff/tickets?'))
        return jsonResponse(200, { items: [row()], total: 1, page: 1, pageSize: 25 });
      if (url === '/api/staff/tickets/categories')
        return jsonResponse(200, {
          categories: [
            {
              id: '4d5e6f70-8a9b-4cad-9e0f-223344556677',
              name: 'Segreteria',
              nameEn: 'Secretariat',
              description: '',
              descriptionEn: '',
              isHousing: false,
              operatorEmail1: '',
              operatorEmail2: '',
              isActive: true,
              ticketCount: 1,
              version: 'c1',
            },
          ],
        });
      return undefined;
    });
    mount(
      '/staff/tickets?category=4d5e6f70-8a9b-4cad-9e0f-223344556677',
      '/staff/tickets',
      <TicketsInboxPage />,
    );
    expect(await screen.findByRole('table', { name: 'Interventi' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Certificato' })).toBeTruthy();
    expect(await screen.findByText('Attende la scuola')).toBeTruthy();
    expect(screen.getByText('anna@example.com')).toBeTruthy();
    const inbox = calls.find((c) => c.url.startsWith('/api/staff/tickets?'));
    expect(new URLSearchParams(inbox!.url.split('?')[1]).get('category')).toBe(
      '4d5e6f70-8a9b-4cad-9e0f-223344556677',
    );
  });
});

describe('a case in the console', () => {
  it('replies, then closes after a confirmation on the version read', async () => {
    await useLanguage('it', ['tickets', 'staff', 'errors']);
    let current = ticket();
    const calls = serve((url, init) => {
      if (url === `/api/staff/tickets/${ID}/messages` && init?.method === 'POST') {
        current = ticket({
          status: 'Working',
          version: 'v2',
          messages: [
            {
              id: '5e6f7081-9aab-4cbd-8e0f-334455667788',
              fromStaff: true,
              authorName: 'Marco Staff',
              body: 'Pronto',
              createdAt: '2026-10-06T09:00:00.000Z',
            },
          ],
        });
        return jsonResponse(201, current);
      }
      if (url === `/api/staff/tickets/${ID}/status` && init?.method === 'PUT') {
        current = { ...current, status: 'Closed', closedAt: '2026-10-07T09:00:00.000Z', version: 'v3' };
        return jsonResponse(200, current);
      }
      if (url === `/api/staff/tickets/${ID}`) return jsonResponse(200, current);
      if (url === '/api/staff/tickets/assignees') return jsonResponse(200, { assignees: [] });
      return undefined;
    });
    const user = userEvent.setup();
    mount(`/staff/tickets/${ID}`, '/staff/tickets/:id', <TicketPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Certificato' })).toBeTruthy();
    expect(screen.getByText('Mi serve il certificato')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Risposta allo studente' }), 'Pronto');
    await user.click(screen.getByRole('button', { name: 'Invia risposta' }));
    // Said beside the reply box, right after the thread's new message.
    const sent = await screen.findByRole('status');
    expect(sent.textContent).toBe('Risposta inviata: lo studente ha ricevuto una notifica.');
    const box = screen.getByRole('textbox', { name: 'Risposta allo studente' });
    expect(box.compareDocumentPosition(sent) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText('Pronto')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: "Chiudi l'intervento" }));
    const dialog = await screen.findByRole('dialog', { name: "Chiudere l'intervento?" });
    await user.click(within(dialog).getByRole('button', { name: "Chiudi l'intervento" }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/status'))).toBe(true));
    expect(calls.find((c) => c.url.endsWith('/status'))?.body).toEqual({ action: 'close', version: 'v2' });
    expect(await screen.findByText("L'intervento è chiuso: riaprilo per rispondere.")).toBeTruthy();
    expect(screen.getByRole('button', { name: "Riapri l'intervento" })).toBeTruthy();
  });
});
