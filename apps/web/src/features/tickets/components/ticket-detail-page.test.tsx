import '../../../test/setup';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, renderWithApp, useLanguage } from '../../../test/render';
import { detail, serveTickets, TICKET_ID } from '../testing/tickets-server';
import { TicketDetailPage } from './ticket-detail-page';

beforeEach(() => useLanguage('it', ['tickets', 'errors']));

const path = `/interventi/${TICKET_ID}`;

describe('TicketDetailPage — "a read-only detail: category, subject, description, attachment names"', () => {
  it('shows the case, its attachments and thread, and sends an answer while open', async () => {
    const calls = serveTickets(({ method, path: at }) => {
      if (at === `/api/tickets/${TICKET_ID}` && method === 'GET')
        return jsonResponse(
          200,
          detail({
            messages: [
              {
                id: '2c3d4e5f-6a7b-4c8d-9e0f-a1b2c3d4e5f6',
                fromStaff: true,
                authorName: 'ALMA',
                body: 'Pronto in segreteria',
                createdAt: '2026-10-06T08:00:00.000Z',
              },
            ],
          }),
        );
      if (at === `/api/tickets/${TICKET_ID}/messages`) return jsonResponse(201, detail());
      return undefined;
    });
    renderWithApp(<TicketDetailPage id={TICKET_ID} />, { path });
    expect(await screen.findByRole('heading', { level: 1, name: 'Certificato di iscrizione' })).toBeTruthy();
    expect(screen.getByText('Mi serve il certificato')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'permesso.pdf' }).getAttribute('href')).toContain(
      '/attachments/',
    );
    expect(screen.getByText('Pronto in segreteria')).toBeTruthy();
    // The school's answers are signed with its name, as the server gives it.
    expect(screen.getByText(/^ALMA · /)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Oggetto' })).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: 'La tua risposta' }), {
      target: { value: 'Grazie' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Invia risposta' }));
    expect(await screen.findByText('Risposta inviata.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ body: 'Grazie' });
  });

  it('once closed: no answer nor upload, a 1-5 rating sent once', async () => {
    const closed = detail({
      status: 'Closed',
      closedAt: '2026-10-07T08:00:00.000Z',
      canReply: false,
      canUpload: false,
      canRate: true,
    });
    const calls = serveTickets(({ method, path: at }) => {
      if (at === `/api/tickets/${TICKET_ID}` && method === 'GET') return jsonResponse(200, closed);
      if (at === `/api/tickets/${TICKET_ID}/rating`)
        return jsonResponse(200, { ...closed, rating: 4, canRate: false });
      return undefined;
    });
    renderWithApp(<TicketDetailPage id={TICKET_ID} />, { path });
    expect(await screen.findByText(/L'intervento è chiuso/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Allega un file' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'La tua risposta' })).toBeNull();
    const send = screen.getByRole('button', { name: 'Invia il voto' });
    expect(send.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: '4 su 5' }));
    await waitFor(() => expect(send.hasAttribute('disabled')).toBe(false));
    fireEvent.click(send);
    await waitFor(() =>
      expect(screen.getByTestId('rating-given').textContent).toContain('Il tuo voto: 4 su 5.'),
    );
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ rating: 4 });
  });

  it('says so for a case that is not found', async () => {
    serveTickets(() => jsonResponse(404, { error: { code: 'tickets.notFound', message: 'x' } }));
    renderWithApp(<TicketDetailPage id={TICKET_ID} />, { path });
    expect((await screen.findByRole('alert')).textContent).toBe('Intervento non trovato.');
  });
});
