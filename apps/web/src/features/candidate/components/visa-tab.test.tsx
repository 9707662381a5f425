import '../../../test/setup';
import type { Visa } from '@school/domain/candidate/visa';
import { schoolClock } from '@school/domain/shared/clock';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiClientForTests } from '../../../lib/api-client';
import { jsonResponse, renderWithApp, useLanguage } from '../../../test/render';
import { EMPTY_VISA } from '../../../test/visa';
import { VisaTab } from './visa-tab';

/** A day relative to today on the school's clock. */
function day(offset: number): string {
  const d = new Date(`${schoolClock(new Date()).today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
}

const EMPTY: Visa = EMPTY_VISA;

/** Embassy and flight saved, outcome to give: candidato4 of the demo. */
const PHASE_3: Visa = {
  ...EMPTY,
  status: 'Attesa visto ambasciata',
  embassyAppointmentDate: day(7),
  embassyName: 'CONSOLATO GENERALE',
  embassyAddress: 'CHANGLE ROAD 989',
  acceptance: true,
  flightArrival: `${day(40)}T14:25`,
  arrivalAirport: 'BOLOGNA BLQ',
  flightTicket: 'CA967',
};

type Put = { url: string; body: Record<string, unknown> };

function mockServer(visa: Visa, puts: Put[], answer: (body: Record<string, unknown>) => Visa = () => visa) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/auth/csrf') return jsonResponse(200, { token: 't' });
      if (url === '/api/candidate/visa') return jsonResponse(200, { visa });
      if (url.startsWith('/api/candidate/visa/')) {
        const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
        puts.push({ url, body });
        return jsonResponse(200, { visa: answer(body) });
      }
      return jsonResponse(200, {});
    }),
  );
}

const phaseButton = (phase: number) =>
  document.querySelector(`button[data-phase="${phase}"]`) as HTMLButtonElement;

describe('VisaTab — phases 1 to 4, derived as in section 4', { timeout: 20_000 }, () => {
  beforeAll(() => useLanguage('it', ['candidate', 'errors']));
  beforeEach(() => resetApiClientForTests());

  it('opens on the current phase; later phases cannot be chosen; Visto D shows four', async () => {
    mockServer(PHASE_3, []);
    renderWithApp(<VisaTab />);
    expect(await screen.findByRole('heading', { name: 'Fase 3: Esito del visto' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Fasi del visto' });
    expect(within(nav).getAllByRole('button')).toHaveLength(4);
    expect(phaseButton(3).getAttribute('aria-current')).toBe('step');
    expect(phaseButton(1).dataset.state).toBe('saved');
    expect(phaseButton(2).dataset.state).toBe('saved');
    expect(phaseButton(4).disabled).toBe(true);
    expect(screen.getByTestId('visa-status').textContent).toBe('Stato del visto: Attesa visto ambasciata');
  });

  it('goes back to a saved phase, locked, with Modifica while the appointment is not past; upper case forced', async () => {
    const puts: Put[] = [];
    mockServer(PHASE_3, puts, (body) => ({
      ...PHASE_3,
      embassyName: String(body.embassyName),
      embassyAddress: String(body.embassyAddress),
      embassyAppointmentDate: String(body.appointmentDate),
    }));
    renderWithApp(<VisaTab />);
    fireEvent.click(await screen.findByRole('button', { name: /Fase 1 · Ambasciata/ }));
    expect(await screen.findByText('CONSOLATO GENERALE')).toBeTruthy();
    expect(screen.queryByLabelText("Nome dell'ambasciata")).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Modifica' }));
    const name = screen.getByLabelText("Nome dell'ambasciata") as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'ambasciata d’italia a pechino' } });
    expect(name.value).toBe('AMBASCIATA D’ITALIA A PECHINO');
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      url: '/api/candidate/visa/embassy',
      body: {
        appointmentDate: day(7),
        embassyName: 'AMBASCIATA D’ITALIA A PECHINO',
        embassyAddress: 'CHANGLE ROAD 989',
        acceptance: true,
      },
    });
  });

  it('does not allow Modifica once the appointment is past', async () => {
    mockServer({ ...PHASE_3, embassyAppointmentDate: day(-1) }, []);
    renderWithApp(<VisaTab />);
    fireEvent.click(await screen.findByRole('button', { name: /Fase 1 · Ambasciata/ }));
    expect((await screen.findByRole('button', { name: 'Modifica' })).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText("L'appuntamento è passato: i dati non sono più modificabili.")).toBeTruthy();
  });

  it('phase 1 needs date, name, address and acceptance; min today', async () => {
    const puts: Put[] = [];
    mockServer({ ...EMPTY, recordType: 'Visto C' }, puts);
    renderWithApp(<VisaTab />);
    expect(await screen.findByRole('heading', { name: 'Fase 1: Appuntamento in ambasciata' })).toBeTruthy();
    expect(within(screen.getByRole('navigation')).getAllByRole('button')).toHaveLength(2);
    expect((screen.getByLabelText("Data dell'appuntamento in ambasciata") as HTMLInputElement).min).toBe(
      day(0),
    );
    // Save waits until every required field is valid, like every form of the portal.
    const save = screen.getByRole('button', { name: 'Salva' });
    expect(save.hasAttribute('disabled')).toBe(true);
    const date = screen.getByLabelText("Data dell'appuntamento in ambasciata");
    fireEvent.change(date, { target: { value: day(-1) } });
    fireEvent.blur(date);
    expect(await screen.findByText('La data non può essere nel passato.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Nome dell'ambasciata/), { target: { value: 'Ambasciata' } });
    fireEvent.change(screen.getByLabelText(/Indirizzo dell'ambasciata/), { target: { value: 'Via 1' } });
    fireEvent.click(screen.getByRole('checkbox'));
    expect(screen.getByRole('button', { name: 'Salva' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(date, { target: { value: day(3) } });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Salva' }).hasAttribute('disabled')).toBe(false),
    );
    expect(puts).toHaveLength(0);
  });

  it('asks "Una volta confermato non sarà più possibile modificare. Confermi?" and then locks a refusal', async () => {
    const puts: Put[] = [];
    mockServer(PHASE_3, puts, (body) => ({ ...PHASE_3, refusalReason: String(body.reason) }));
    renderWithApp(<VisaTab />);
    fireEvent.click(await screen.findByRole('radio', { name: 'Visto rifiutato' }));
    const reason = screen.getByLabelText('Motivo del rifiuto') as HTMLInputElement;
    fireEvent.change(reason, { target: { value: 'documenti incompleti' } });
    expect(reason.value).toBe('DOCUMENTI INCOMPLETI');
    fireEvent.click(screen.getByRole('button', { name: 'Conferma esito' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Una volta confermato non sarà più possibile modificare. Confermi?'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Conferma' }));
    expect(
      await screen.findByText('Esito confermato: visto rifiutato. Non è più possibile modificarlo.'),
    ).toBeTruthy();
    expect(puts).toEqual([
      { url: '/api/candidate/visa/outcome', body: { outcome: 'refused', reason: 'DOCUMENTI INCOMPLETI' } },
    ]);
    expect(screen.getByText('DOCUMENTI INCOMPLETI')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Conferma esito' })).toBeNull();
  });

  it('phase 4 is read-only with a placeholder while waiting for the dates', async () => {
    mockServer(
      { ...PHASE_3, visaStartDate: day(20), visaExpiryDate: day(400), permitAppointmentDate: day(60) },
      [],
    );
    renderWithApp(<VisaTab />);
    expect(
      await screen.findByRole('heading', { name: 'Fase 4: Appuntamenti per il permesso di soggiorno' }),
    ).toBeTruthy();
    expect(screen.getAllByText('In attesa della data')).toHaveLength(2);
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});

describe('VisaTab in English', () => {
  beforeAll(() => useLanguage('en', ['candidate', 'errors']));
  beforeEach(() => resetApiClientForTests());
  afterAll(() => useLanguage('it', ['candidate', 'errors']));

  it('names the visa type in English, never by its stored name', async () => {
    mockServer({ ...PHASE_3, recordType: 'Visto D' }, []);
    renderWithApp(<VisaTab />);
    expect(await screen.findByText('Type D visa')).toBeTruthy();
    expect(screen.queryByText('Visto D')).toBeNull();
  });
});
