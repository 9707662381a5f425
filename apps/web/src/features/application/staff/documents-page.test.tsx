import '../../../test/setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithApp, useLanguage } from '../../../test/render';
import DocumentsPage from './documents-page';

const AWAITING = 'In attesa di validazione';

function item(id: string, name: string, firstName: string, type = 'IT_Diploma') {
  return {
    document: {
      id,
      type,
      name,
      dueDate: null,
      uploadedAt: '2026-05-01T08:00:00.000Z',
      status: AWAITING,
      note: '',
      refusalReason: '',
      fileName: null,
      mustEncrypt: false,
      publicKey: null,
      applicationId: `app-${id}`,
      size: null,
      contentType: null,
      encrypted: false,
      hasFile: false,
      version: `v-${id}`,
    },
    candidate: { id: `u-${id}`, firstName, lastName: 'Rossi', email: `${id}@example.test`, language: 'it' },
    edition: 'CUCINA-2027A',
  };
}

/** A server holding a queue; approving or rejecting takes the document out of it (or answers 409). */
function server(options: { stale?: boolean; queue?: Array<ReturnType<typeof item>> } = {}) {
  let queue = options.queue ?? [
    item('d1', 'Diploma', 'Anna'),
    item('d2', 'Passaporto', 'Luca'),
    item('d3', 'Foto', 'Sara'),
  ];
  const posts: Array<{ url: string; body: unknown }> = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.endsWith('/csrf')) return jsonResponse(200, { token: 't' });
    if (init?.method === 'POST') {
      const body = JSON.parse(String(init.body));
      posts.push({ url, body });
      if (options.stale) return jsonResponse(409, { error: { code: 'staff.staleRecord', message: 'x' } });
      const id = url.split('/')[4];
      if (url.startsWith('/api/staff/applications/'))
        return jsonResponse(201, { document: item('d9', 'x', 'x').document });
      queue = queue.filter((entry) => entry.document.id !== id);
      return jsonResponse(200, { document: item(String(id), 'x', 'x').document });
    }
    if (url.startsWith('/api/staff/documents?'))
      return jsonResponse(200, { items: queue, total: queue.length, page: 1, pageSize: 20 });
    if (url.startsWith('/api/staff/audit/'))
      return jsonResponse(200, { items: [], total: 0, page: 1, pageSize: 100 });
    return jsonResponse(404, { error: { code: 'request.notFound', message: 'x' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { posts, fetchMock };
}

const detail = () => screen.getByRole('heading', { level: 2, name: / · / });

describe('the document queue from the keyboard', () => {
  it('opens the first document, moves with j/k and the arrows, approves with a and opens the next one', async () => {
    await useLanguage('en', ['staff']);
    const { posts } = server();
    renderWithApp(<DocumentsPage />, { path: '/staff/documents' });
    await waitFor(() => expect(detail().textContent).toBe('Diploma · Anna Rossi'), { timeout: 15_000 });
    fireEvent.keyDown(window, { key: 'j' });
    await waitFor(() => expect(detail().textContent).toBe('Passaporto · Luca Rossi'));
    fireEvent.keyDown(window, { key: 'ArrowDown' });
    await waitFor(() => expect(detail().textContent).toBe('Foto · Sara Rossi'));
    fireEvent.keyDown(window, { key: 'k' });
    await waitFor(() => expect(detail().textContent).toBe('Passaporto · Luca Rossi'));

    fireEvent.keyDown(window, { key: 'a' });
    await waitFor(() =>
      expect(posts).toEqual([{ url: '/api/staff/documents/d2/approve', body: { version: 'v-d2' } }]),
    );
    await waitFor(() => expect(detail().textContent).toBe('Foto · Sara Rossi'));
    expect(screen.getByRole('status').textContent).toBe('"Passaporto" approved.');
  });

  it('r opens the refusal with the first reason chosen; Enter sends it; the next document opens', async () => {
    await useLanguage('en', ['staff']);
    const { posts } = server();
    renderWithApp(<DocumentsPage />, { path: '/staff/documents' });
    await waitFor(() => expect(detail().textContent).toBe('Diploma · Anna Rossi'), { timeout: 15_000 });
    fireEvent.keyDown(window, { key: 'r' });
    const dialog = await screen.findByRole('dialog', { name: 'Reject "Diploma"' });
    fireEvent.submit(dialog.querySelector('form') as HTMLFormElement);
    await waitFor(() =>
      expect(posts).toEqual([
        {
          url: '/api/staff/documents/d1/reject',
          body: { version: 'v-d1', reason: 'The file cannot be read' },
        },
      ]),
    );
    await waitFor(() => expect(detail().textContent).toBe('Passaporto · Luca Rossi'));
  });

  it('a record changed meanwhile (409) says so and reads the queue again', async () => {
    await useLanguage('en', ['staff']);
    const { fetchMock } = server({ stale: true });
    renderWithApp(<DocumentsPage />, { path: '/staff/documents' });
    await waitFor(() => expect(detail().textContent).toBe('Diploma · Anna Rossi'), { timeout: 15_000 });
    const reads = () =>
      fetchMock.mock.calls.filter((c) => String(c[0]).startsWith('/api/staff/documents?')).length;
    const before = reads();
    fireEvent.keyDown(window, { key: 'a' });
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/changed in the meantime/));
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
    expect(detail().textContent).toBe('Diploma · Anna Rossi');
  });

  it('ignores the shortcut keys typed in a filter', async () => {
    await useLanguage('en', ['staff']);
    const { posts } = server();
    renderWithApp(<DocumentsPage />, { path: '/staff/documents' });
    await waitFor(() => expect(detail().textContent).toBe('Diploma · Anna Rossi'), { timeout: 15_000 });
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Edition' }), { key: 'a' });
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Edition' }), { key: 'j' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(posts).toEqual([]);
    expect(detail().textContent).toBe('Diploma · Anna Rossi');
  });

  it('requests a new document of a type with a due date from the candidate of the open document', async () => {
    await useLanguage('en', ['staff']);
    const { posts } = server();
    renderWithApp(<DocumentsPage />, { path: '/staff/documents' });
    await waitFor(() => expect(detail().textContent).toBe('Diploma · Anna Rossi'), { timeout: 15_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Request a document' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a document from Anna Rossi' });
    fireEvent.change(within(dialog).getByRole('combobox', { name: /Document type/ }), {
      target: { value: 'IT_Codice_Fiscale' },
    });
    fireEvent.change(within(dialog).getByLabelText('To upload by'), { target: { value: '2030-09-01' } });
    fireEvent.submit(dialog.querySelector('form') as HTMLFormElement);
    await waitFor(() =>
      expect(posts).toEqual([
        {
          url: '/api/staff/applications/app-d1/documents',
          body: {
            type: 'IT_Codice_Fiscale',
            name: 'Codice Fiscale',
            dueDate: '2030-09-01',
            mustEncrypt: false,
            note: '',
          },
        },
      ]),
    );
  });
});

describe("the queue's document types", () => {
  // The table shows a column while its media query matches (the empty query matches everywhere).
  const stubbedMatchMedia = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = (query: string) => ({ ...stubbedMatchMedia(query), matches: query.trim() === '' });
  });
  afterEach(() => {
    window.matchMedia = stubbedMatchMedia;
  });

  it.each([
    ['en', 'Language certificate', 'Bank statement'],
    ['it', 'Certificato di lingua', 'Estratto conto bancario'],
  ] as const)(
    'shows each type by its name in the candidate area (%s), never its stored identifier',
    async (language, certificate, statement) => {
      await useLanguage(language, ['staff', 'candidate']);
      server({
        queue: [
          item('d1', 'English language certificate', 'Li', 'EN_LanguageCertificate'),
          item('d2', '', 'Li', 'EN_BankStatement'),
        ],
      });
      renderWithApp(<DocumentsPage />, { path: '/staff/documents' });
      await waitFor(() => expect(screen.getAllByText(certificate).length).toBeGreaterThan(0), {
        timeout: 5000,
      });
      expect(screen.getByText(statement)).toBeTruthy();
      expect(screen.queryByText('LanguageCertificate')).toBeNull();
      expect(screen.queryByText('BankStatement')).toBeNull();
    },
  );
});
