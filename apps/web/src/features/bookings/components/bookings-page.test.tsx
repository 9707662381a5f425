import '../../../test/setup';
import { emptyEnrolment } from '@school/domain/access/subject';
import type { BookingItem, ListItemsResponse } from '@school/domain/bookings/contracts/items';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiClientForTests } from '../../../lib/api-client';
import { meWith } from '../../../test/me';
import { jsonResponse, renderWithApp, useLanguage } from '../../../test/render';
import { BookingsPage } from './bookings-page';

const NOW = '2026-11-27T10:00:00.000Z';

const item = (values: Partial<BookingItem> = {}): BookingItem => ({
  id: 'i1',
  kind: 'event',
  startsOn: '2026-12-10',
  endsOn: null,
  startTime: '10:00',
  endTime: '13:00',
  opensAt: '2026-11-20T08:00:00.000Z',
  closesAt: '2026-12-08T17:00:00.000Z',
  deadline: '2026-12-08T17:00:00.000Z',
  name: 'Open day di pasticceria',
  place: 'Laboratorio',
  capacityMin: 5,
  capacityMax: 40,
  occupation: 12,
  seatsLeft: 28,
  link: '',
  description: '',
  group: '',
  isMandatory: false,
  isRetake: false,
  booking: null,
  waiting: null,
  ...values,
});

const student = (flags: Partial<ReturnType<typeof emptyEnrolment>> = {}) =>
  meWith(['Studente'], [], {
    subject: {
      categories: ['Studente'],
      isShopEnabled: false,
      webappPermissions: [],
      stageStatus: 99,
      hasOpenFeedback: false,
      enrolments: [{ ...emptyEnrolment('e1', 'course'), isActive: true, isActiveBooking: true, ...flags }],
    },
  });

type Call = { method: string; url: string };

/** A fake server: /api/me, the items of each kind, and an answer to the changes. */
function server(options: {
  me?: ReturnType<typeof meWith>;
  items?: BookingItem[];
  booked?: ListItemsResponse['booked'];
  change?: (url: string, method: string) => Response;
}) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const method = init?.method ?? 'GET';
      calls.push({ method, url: `${url.pathname}${url.search}` });
      if (url.pathname === '/api/me') return jsonResponse(200, { user: options.me ?? student() });
      if (url.pathname === '/api/auth/csrf') return jsonResponse(200, { token: 't' });
      if (url.pathname === '/api/config')
        return jsonResponse(200, {
          secretariatEmail: 's@example.test',
          enrolmentEmail: 'e@example.test',
          providers: { google: false, apple: false },
          outbox: false,
          testPages: false,
        });
      if (url.pathname === '/api/bookings/items') {
        return jsonResponse(200, {
          items: options.items ?? [item()],
          booked: options.booked ?? [],
          now: NOW,
          organizerEmail: 'eventi@alma.example',
        } satisfies ListItemsResponse);
      }
      if (url.pathname === '/api/bookings/calendar-feed')
        return jsonResponse(200, { active: false, createdAt: null });
      if (url.pathname.startsWith('/api/bookings/items/') && options.change)
        return options.change(url.pathname, method);
      return jsonResponse(404, { error: { code: 'request.notFound', message: 'x' } });
    }),
  );
  return calls;
}

async function render(path = '/prenotazioni?tipo=eventi') {
  resetApiClientForTests();
  return renderWithApp(<BookingsPage />, { path });
}

beforeEach(() => useLanguage('it', ['bookings', 'errors']));

const table = () => screen.findByRole('table', { name: 'Eventi' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('BookingsPage — section 2 "Bookings home"', () => {
  it('offers eventi and corsi, and esami only with exams enabled; nothing is listed before a choice', async () => {
    server({});
    await render('/prenotazioni');
    const selector = await screen.findByRole('combobox', { name: 'Cosa vuoi prenotare?' });
    expect(selector.getAttribute('placeholder')).toBe('Seleziona');
    fireEvent.click(selector);
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['eventi', 'corsi']);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('offers esami with hasExams', async () => {
    server({ me: student({ hasExams: true }) });
    await render('/prenotazioni');
    fireEvent.click(await screen.findByRole('combobox', { name: 'Cosa vuoi prenotare?' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'eventi',
      'corsi',
      'esami',
    ]);
  });

  it('shows the events’ columns in order, the deadline, the seats left and the description row', async () => {
    server({
      items: [
        item({ description: 'Impasti, creme e decorazioni.' }),
        item({ id: 'i2', name: 'Visita', startsOn: '2027-01-12', link: 'https://example.org/visita' }),
      ],
    });
    await render();
    const events = await table();
    expect(
      within(events)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Data',
      'Apertura prenotazioni',
      'Scadenza prenotazioni',
      'Evento',
      'Luogo',
      'Capienza (min/max)',
      'Posti disponibili',
      'Azione',
    ]);
    const first = events.querySelector('[data-item="i1"]') as HTMLElement;
    expect(first.textContent).toContain('10-12-2026');
    expect(first.textContent).toContain('10:00–13:00');
    expect(first.textContent).toContain('08-12-2026 18:00');
    expect(first.textContent).toContain('5/40');
    expect(first.textContent).toContain('28');
    expect(events.querySelector('[data-description-of="i1"]')?.textContent).toBe(
      'Impasti, creme e decorazioni.',
    );
    expect(
      within(events)
        .getByRole('link', { name: /Visita/ })
        .getAttribute('target'),
    ).toBe('_blank');
  });

  it('builds the month filter from the items’ dates', async () => {
    server({ items: [item(), item({ id: 'i2', name: 'Visita', startsOn: '2027-01-12' })] });
    await render('/prenotazioni?tipo=eventi&mese=2027-01');
    const events = await table();
    expect(events.querySelector('[data-item="i1"]')).toBeNull();
    expect(events.querySelector('[data-item="i2"]')).toBeTruthy();
    fireEvent.click(screen.getByRole('combobox', { name: 'Mese' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Tutti i mesi',
      'dicembre 2026',
      'gennaio 2027',
    ]);
  });

  it('Partecipo asks "Confermi prenotazione?", then sends one request and says it is done', async () => {
    const calls = server({
      change: () => jsonResponse(201, { item: item({ booking: { id: 'b1', createdAt: NOW } }), now: NOW }),
    });
    await render();
    await table();
    fireEvent.click(
      screen.getAllByRole('button', { name: 'Partecipo: Open day di pasticceria' })[0] as HTMLElement,
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Confermi prenotazione?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sì' }));
    expect(await screen.findByText('Prenotazione effettuata: «Open day di pasticceria».')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', url: '/api/bookings/items/i1/booking' },
    ]);
    // Another kind chosen: the message about the event goes with it.
    fireEvent.click(screen.getByRole('combobox', { name: 'Cosa vuoi prenotare?' }));
    fireEvent.click(await screen.findByRole('option', { name: 'corsi' }));
    await waitFor(() =>
      expect(screen.queryByText('Prenotazione effettuata: «Open day di pasticceria».')).toBeNull(),
    );
  });

  it('tells a refusal in the person’s language ("Completo")', async () => {
    server({
      change: () => jsonResponse(409, { error: { code: 'bookings.full', message: 'No seat' } }),
    });
    await render();
    await table();
    fireEvent.click(
      screen.getAllByRole('button', { name: 'Partecipo: Open day di pasticceria' })[0] as HTMLElement,
    );
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sì' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Completo: non ci sono più posti.');
  });

  it('Annulla on a mandatory item: "Contatta l’organizzazione: {email}", and nothing is sent', async () => {
    const calls = server({
      items: [item({ isMandatory: true, booking: { id: 'b1', createdAt: NOW } })],
      booked: [{ id: 'i1', group: '' }],
    });
    await render();
    await table();
    fireEvent.click(
      screen.getAllByRole('button', { name: 'Annulla: Open day di pasticceria' })[0] as HTMLElement,
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Contatta l’organizzazione: eventi@alma.example',
    );
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('Completo is disabled and offers the waiting list; an incompatible item is disabled with the group text', async () => {
    server({
      items: [
        item({ occupation: 40, seatsLeft: 0 }),
        item({ id: 'i2', name: 'Cena – secondo turno', group: 'Cena' }),
      ],
      booked: [{ id: 'other', group: 'Cena' }],
    });
    await render();
    const events = await table();
    const full = within(events.querySelector('[data-item="i1"]') as HTMLElement);
    expect(
      full.getByRole('button', { name: 'Completo: Open day di pasticceria' }).hasAttribute('disabled'),
    ).toBe(true);
    expect(full.getByRole('button', { name: "Mettimi in lista d'attesa" })).toBeTruthy();
    const clash = within(events.querySelector('[data-item="i2"]') as HTMLElement);
    expect(
      clash.getByRole('button', { name: 'Partecipo: Cena – secondo turno' }).hasAttribute('disabled'),
    ).toBe(true);
    expect(
      clash.getByText('Questo evento non è compatibile con un’altra attività cui ti sei già iscritto'),
    ).toBeTruthy();
  });

  it('a seat held for the person: accept it', async () => {
    const calls = server({
      items: [
        item({
          occupation: 40,
          seatsLeft: 0,
          waiting: { status: 'offered', position: null, offerExpiresAt: '2026-11-27T22:00:00.000Z' },
        }),
      ],
      change: () => jsonResponse(200, { item: item(), now: NOW }),
    });
    await render();
    const events = await table();
    expect(events.textContent).toContain('Si è liberato un posto: è tuo fino al 27-11-2026 23:00.');
    fireEvent.click(within(events).getByRole('button', { name: 'Conferma il posto' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST')).toEqual([
        { method: 'POST', url: '/api/bookings/items/i1/waiting-list/accept' },
      ]),
    );
  });
});
