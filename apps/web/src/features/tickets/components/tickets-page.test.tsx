import '../../../test/setup';
import { UPLOAD_MAX_BYTES } from '@school/domain/shared/limits';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../../../test/fake-xhr';
import { jsonResponse, renderWithApp, useLanguage } from '../../../test/render';
import { detail, SECRETARIAT_ID, serveTickets, summary, TICKET_ID } from '../testing/tickets-server';
import { TicketsPage } from './tickets-page';

const PDF = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');
const pdf = (name: string) => new File([PDF], name, { type: 'application/pdf' });
const THESIS_ID = '9b4d1e5c-6f70-4b92-8d34-e5f6a7b8c9d0';

function setCookie(cookie: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API; the client reads document.cookie
  document.cookie = cookie;
}

beforeEach(async () => {
  await useLanguage('it', ['tickets', 'errors']);
  setCookie('csrf=tok; path=/');
  FakeXhr.reset();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});

const send = () => screen.getByRole('button', { name: 'Invia' });

async function fillForm() {
  fireEvent.click(await screen.findByLabelText(/Categoria/, { selector: 'input' }));
  fireEvent.click(await screen.findByRole('option', { name: /Segreteria/ }));
  fireEvent.change(screen.getByRole('textbox', { name: /Oggetto/ }), { target: { value: 'Certificato' } });
  fireEvent.change(screen.getByRole('textbox', { name: /Descrizione/ }), {
    target: { value: 'Per il permesso' },
  });
  fireEvent.click(screen.getByRole('checkbox', { name: /una volta inviato/ }));
}

describe('TicketsPage — the list', () => {
  it("lists the user's cases with date, category, subject, status and attachments", async () => {
    serveTickets(({ path }) =>
      path === '/api/tickets'
        ? jsonResponse(200, {
            tickets: [
              summary(),
              summary({
                id: '0c5e2f6d-7a81-4ca3-9e45-f6a7b8c9d0e1',
                subject: 'Alloggio',
                status: 'Closed',
                canUpload: false,
              }),
            ],
          })
        : undefined,
    );
    renderWithApp(<TicketsPage />, { path: '/interventi' });
    const list = await screen.findByRole('list', { name: 'I tuoi interventi' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(
      within(rows[0]!).getByRole('link', { name: 'Certificato di iscrizione' }).getAttribute('href'),
    ).toBe(`/interventi/${TICKET_ID}`);
    expect(rows[0]!.textContent).toContain('05-10-2026 · Segreteria · Allegati: 1');
    expect(within(rows[0]!).getByText('Nuovo')).toBeTruthy();
    expect(within(rows[1]!).getByText('Chiuso')).toBeTruthy();
    // "Upload on a case row is allowed only while Status is not Closed."
    expect(
      within(rows[0]!).getByRole('button', { name: 'Allega un file a «Certificato di iscrizione»' }),
    ).toBeTruthy();
    expect(within(rows[1]!).queryByRole('button')).toBeNull();
  });

  it('uploads a file to an open case and shows the confirmation alert', async () => {
    serveTickets(({ path }) =>
      path === '/api/tickets' ? jsonResponse(200, { tickets: [summary()] }) : undefined,
    );
    renderWithApp(<TicketsPage />, { path: '/interventi' });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Allega un file a «Certificato di iscrizione»' }),
    );
    fireEvent.change(await screen.findByLabelText('Scegli il file'), {
      target: { files: [pdf('foto.pdf')] },
    });
    const upload = screen.getByRole('button', { name: 'Carica' });
    await waitFor(() => expect(upload.hasAttribute('disabled')).toBe(false));
    fireEvent.click(upload);
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    expect(FakeXhr.last().url).toBe(`/api/tickets/${TICKET_ID}/attachments`);
    FakeXhr.last().respond(201, {
      id: '1b2c3d4e-5f60-4718-9a0b-c1d2e3f4a5b6',
      fileName: 'foto.pdf',
      size: PDF.length,
      createdAt: '2026-10-05T10:00:00.000Z',
      url: '/x',
    });
    expect((await screen.findByRole('status')).textContent).toContain(
      'Allegato «foto.pdf» caricato correttamente.',
    );
  });
});

describe('TicketsPage — the new-ticket form', () => {
  it('keeps Invia disabled until category, subject, description and the warning are given', async () => {
    serveTickets(({ path }) => (path === '/api/tickets' ? jsonResponse(200, { tickets: [] }) : undefined));
    renderWithApp(<TicketsPage />, { path: '/interventi?nuovo=1' });
    await screen.findByRole('heading', { name: 'Nuovo intervento' });
    expect(send().hasAttribute('disabled')).toBe(true);
    fireEvent.click(await screen.findByLabelText(/Categoria/, { selector: 'input' }));
    const option = await screen.findByRole('option', { name: /Segreteria/ });
    expect(option.textContent).toContain('Certificati e documenti');
    fireEvent.click(option);
    expect(
      screen.getByText('Certificati e documenti', { selector: '.mantine-Select-description' }),
    ).toBeTruthy();
    const subject = screen.getByRole('textbox', { name: /Oggetto/ });
    fireEvent.change(subject, { target: { value: '   ' } });
    expect(screen.getByText('3/100 caratteri')).toBeTruthy();
    expect(subject.getAttribute('maxlength')).toBe('100');
    fireEvent.change(screen.getByRole('textbox', { name: /Descrizione/ }), { target: { value: 'Testo' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /una volta inviato/ }));
    expect(send().hasAttribute('disabled')).toBe(true);
    fireEvent.change(subject, { target: { value: 'Oggetto' } });
    expect(send().hasAttribute('disabled')).toBe(false);
    fireEvent.click(screen.getByRole('checkbox', { name: /una volta inviato/ }));
    expect(send().hasAttribute('disabled')).toBe(true);
  });

  it('refuses a subject left blank with its message as the field is left, and sends nothing', async () => {
    const calls = serveTickets(({ method, path }) => {
      if (path === '/api/tickets' && method === 'POST') return jsonResponse(201, detail());
      if (path === '/api/tickets') return jsonResponse(200, { tickets: [] });
      return undefined;
    });
    renderWithApp(<TicketsPage />, { path: '/interventi?nuovo=1' });
    await fillForm();
    const subject = screen.getByRole('textbox', { name: /Oggetto/ });
    fireEvent.change(subject, { target: { value: '   ' } });
    fireEvent.blur(subject);
    expect(await screen.findByText("Inserisci l'oggetto.")).toBeTruthy();
    expect(subject.getAttribute('aria-invalid')).toBe('true');
    expect(send().hasAttribute('disabled')).toBe(true);
    fireEvent.click(send());
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    // Typed again: the message goes, and the case can be sent.
    fireEvent.change(subject, { target: { value: 'Certificato' } });
    expect(screen.queryByText("Inserisci l'oggetto.")).toBeNull();
    expect(send().hasAttribute('disabled')).toBe(false);
  });

  it('shows a field the server refuses under that field', async () => {
    const calls = serveTickets(({ method, path }) => {
      if (path === '/api/tickets' && method === 'POST')
        return jsonResponse(400, {
          error: { code: 'request.invalid', message: 'x', fields: { subject: 'tickets.subjectTooLong' } },
        });
      if (path === '/api/tickets') return jsonResponse(200, { tickets: [] });
      return undefined;
    });
    renderWithApp(<TicketsPage />, { path: '/interventi?nuovo=1' });
    await fillForm();
    fireEvent.click(send());
    expect(await screen.findByText("L'oggetto può avere al massimo 100 caratteri.")).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Oggetto/ }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Dati non validi: controlla i campi evidenziati.');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(send().hasAttribute('disabled')).toBe(false);
  });

  it('shows DimensioniEccessiveBuffer for a file over the limit, which can be removed before sending', async () => {
    serveTickets(() => undefined);
    renderWithApp(<TicketsPage />, { path: '/interventi?nuovo=1' });
    await fillForm();
    // The picker speaks the page's language (not the browser's "Choose Files").
    expect(screen.getByText('Aggiungi allegati')).toBeTruthy();
    const big = new File([PDF, new Uint8Array(UPLOAD_MAX_BYTES)], 'grande.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText(/^Allegati/, { selector: 'input' }), {
      target: { files: [big, pdf('ok.pdf')] },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Il file codificato è troppo grande');
    expect(send().hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Rimuovi grande.pdf' }));
    expect(screen.queryByText(/grande\.pdf/)).toBeNull();
    expect(screen.getByText(/ok\.pdf/)).toBeTruthy();
    expect(send().hasAttribute('disabled')).toBe(false);
  });

  it('creates the case, uploads each attachment one by one counting "n di m salvati", marks a failure red', async () => {
    const calls = serveTickets(({ method, path }) => {
      if (path === '/api/tickets' && method === 'POST') return jsonResponse(201, detail());
      if (path === '/api/tickets') return jsonResponse(200, { tickets: [] });
      return undefined;
    });
    renderWithApp(<TicketsPage />, { path: '/interventi?from=Segreteria&nuovo=1' });
    expect(await screen.findByText(/Richiesta per la segreteria/)).toBeTruthy();
    await fillForm();
    fireEvent.change(screen.getByLabelText(/^Allegati/, { selector: 'input' }), {
      target: { files: [pdf('uno.pdf'), pdf('due.pdf')] },
    });
    await screen.findByText(/due\.pdf/);
    await waitFor(() => expect(send().hasAttribute('disabled')).toBe(false));
    fireEvent.click(send());
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      categoryId: SECRETARIAT_ID,
      subject: 'Certificato',
      description: 'Per il permesso',
      acknowledged: true,
      from: 'Segreteria',
      related: null,
    });
    expect(JSON.parse(FakeXhr.last().body ?? '').fileName).toBe('uno.pdf');
    FakeXhr.last().respond(201, {
      id: '1b2c3d4e-5f60-4718-9a0b-c1d2e3f4a5b6',
      fileName: 'uno.pdf',
      size: 10,
      createdAt: '2026-10-05T10:00:00.000Z',
      url: '/x',
    });
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(2));
    expect(screen.getByTestId('saved-counter').textContent).toBe('1 di 2 salvati');
    FakeXhr.last().respond(409, { error: { code: 'tickets.closed', message: 'closed' } });
    const failed = await screen.findByText(/due\.pdf.*non caricato/);
    expect(failed.closest('[data-outcome]')?.getAttribute('data-outcome')).toBe('failed');
    expect(screen.getByText(/gli allegati in rosso non sono stati caricati/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: "Torna all'elenco" }));
    expect(await screen.findByRole('button', { name: 'Nuovo intervento' })).toBeTruthy();
  });

  it('opens the form at once for newCaso_{object}_{id} and sends the related record', async () => {
    const calls = serveTickets(({ method, path }) => {
      if (path === '/api/tickets' && method === 'POST') return jsonResponse(201, detail());
      if (path === '/api/tickets') return jsonResponse(200, { tickets: [] });
      return undefined;
    });
    renderWithApp(<TicketsPage />, { path: `/interventi?from=Esami&newCaso_Tesi_${THESIS_ID}` });
    expect(await screen.findByRole('heading', { name: 'Nuovo intervento' })).toBeTruthy();
    expect(screen.getByText('Collegato a: una tesi')).toBeTruthy();
    await fillForm();
    fireEvent.click(send());
    // No attachments: straight back to the list, which reloads.
    expect(await screen.findByRole('button', { name: 'Nuovo intervento' })).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      from: 'Esami',
      related: { object: 'Tesi', id: THESIS_ID },
    });
  });

  it('offers only the housing categories from Housing', async () => {
    serveTickets(() => undefined);
    renderWithApp(<TicketsPage />, { path: '/interventi?from=Housing&nuovo=1' });
    fireEvent.click(await screen.findByLabelText(/Categoria/, { selector: 'input' }));
    expect(await screen.findByRole('option', { name: /Alloggio/ })).toBeTruthy();
    expect(screen.queryByRole('option', { name: /Segreteria/ })).toBeNull();
  });
});
