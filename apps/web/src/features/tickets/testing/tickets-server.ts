import type { TicketCategory, TicketDetail, TicketSummary } from '@school/domain/tickets/contracts/tickets';
import { vi } from 'vitest';
import { resetApiClientForTests } from '../../../lib/api-client';
import { meWith } from '../../../test/me';
import { jsonResponse } from '../../../test/render';

/** The tickets' tests: a fake `/api` that records every call and answers from the test's handler. */

export interface Call {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

type Handler = (call: Call) => Response | undefined;

export const HOUSING_ID = '5d0f7a1e-2b3c-4d5e-8f90-a1b2c3d4e5f6';
export const SECRETARIAT_ID = '6e1a8b2f-3c4d-4e6f-9a01-b2c3d4e5f6a7';
export const TICKET_ID = '7f2b9c3a-4d5e-4f70-8b12-c3d4e5f6a7b8';

export const CATEGORIES: TicketCategory[] = [
  {
    id: HOUSING_ID,
    name: 'Alloggio',
    nameEn: 'Accommodation',
    description: 'Guasti e manutenzione',
    descriptionEn: 'Repairs and maintenance',
    isHousing: true,
  },
  {
    id: SECRETARIAT_ID,
    name: 'Segreteria',
    nameEn: 'Secretariat',
    description: 'Certificati e documenti',
    descriptionEn: 'Certificates and documents',
    isHousing: false,
  },
];

export const summary = (values: Partial<TicketSummary> = {}): TicketSummary => ({
  id: TICKET_ID,
  createdAt: '2026-10-05T09:00:00.000Z',
  category: { name: 'Segreteria', nameEn: 'Secretariat' },
  subject: 'Certificato di iscrizione',
  status: 'New',
  recordType: 'Standard',
  attachmentCount: 1,
  messageCount: 0,
  canUpload: true,
  ...values,
});

export const detail = (values: Partial<TicketDetail> = {}): TicketDetail => ({
  ...summary(),
  category: {
    name: 'Segreteria',
    nameEn: 'Secretariat',
    description: 'Certificati',
    descriptionEn: 'Certificates',
  },
  description: 'Mi serve il certificato',
  origin: 'webapp',
  links: { from: null, enrolment: null, application: null, thesis: null },
  attachments: [
    {
      id: '8a3c0d4b-5e6f-4a81-9c23-d4e5f6a7b8c9',
      fileName: 'permesso.pdf',
      size: 2048,
      createdAt: '2026-10-05T09:01:00.000Z',
      url: `/api/tickets/${TICKET_ID}/attachments/8a3c0d4b-5e6f-4a81-9c23-d4e5f6a7b8c9`,
    },
  ],
  messages: [],
  closedAt: null,
  rating: null,
  canReply: true,
  canRate: false,
  ...values,
});

export function serveTickets(handle: Handler) {
  resetApiClientForTests();
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      if (url.pathname === '/api/me') return jsonResponse(200, { user: meWith(['Studente']) });
      if (url.pathname === '/api/auth/csrf') return jsonResponse(200, { token: 't' });
      if (url.pathname === '/api/tickets/categories' && method === 'GET')
        return jsonResponse(200, { categories: CATEGORIES });
      const call = { method, path: url.pathname, search: url.search, body };
      calls.push(call);
      return handle(call) ?? jsonResponse(404, { error: { code: 'request.notFound', message: 'x' } });
    }),
  );
  return calls;
}
