import '../../../test/setup';
import {
  type BillingKind,
  emptyHousingBillingForm,
  type HousingBillingForm,
} from '@school/domain/billing/billing';
import type { BillingStateDto, GetBillingResponse } from '@school/domain/billing/contracts/get-billing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiClientForTests } from '../../../lib/api-client';
import { jsonResponse, renderWithApp, useLanguage } from '../../../test/render';
import { BillingForm } from './billing-form';
import { BillingPanel } from './billing-panel';

const OPEN: BillingStateDto = { requestingCount: 1, compiled: false, sent: false, compiledAt: null };
const LOCKED: BillingStateDto = {
  requestingCount: 1,
  compiled: true,
  sent: true,
  compiledAt: '2026-03-02T09:00:00.000Z',
};

const config = {
  secretariatEmail: 's@example.test',
  enrolmentEmail: 'e@example.test',
  providers: { google: false, apple: false },
  outbox: false,
  testPages: true,
};

type Call = { url: string; body: unknown };

/** A fake server answering billing writes with the stored (locked after confirm) state. */
function mockServer(calls: Call[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/config') return jsonResponse(200, config);
      if (url === '/api/auth/csrf') return jsonResponse(200, { token: 't' });
      if (url === '/api/billing') {
        const { iban: _iban, ibanHolder: _holder, ...course } = emptyHousingBillingForm();
        return jsonResponse(200, { course: { form: course, state: OPEN }, housing: null });
      }
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
      calls.push({ url, body });
      const form = { ...emptyHousingBillingForm(), ...(body as object) };
      const { iban: _i, ibanHolder: _h, ...course } = form;
      const state = url.endsWith('/confirm') ? LOCKED : OPEN;
      const response: GetBillingResponse = url.includes('/housing')
        ? { course: { form: emptyHousingBillingForm(), state: OPEN }, housing: { form, state } }
        : { course: { form: course, state }, housing: null };
      return jsonResponse(200, response);
    }),
  );
}

function renderForm(kind: BillingKind, state: BillingStateDto, form: Partial<HousingBillingForm> = {}) {
  return renderWithApp(
    <BillingForm kind={kind} form={{ ...emptyHousingBillingForm(), ...form }} state={state} />,
  );
}

const confirmButton = () => screen.getByRole('button', { name: 'Conferma' });
const isDisabled = (element: HTMLElement) => element.hasAttribute('disabled');

describe('BillingForm — "Course billing", "Housing billing" (sections 4 and 5)', { timeout: 20_000 }, () => {
  beforeAll(() => useLanguage('it', ['billing', 'errors']));
  beforeEach(() => resetApiClientForTests());

  it('defaults to MeStesso: no fields to fill on course billing, Confirm enabled', async () => {
    renderForm('course', OPEN);
    expect((await screen.findByRole('radio', { name: 'Me stesso' })).hasAttribute('checked')).toBe(true);
    expect(screen.getByText('Le fatture saranno intestate a te, con i dati del tuo profilo.')).toBeTruthy();
    expect(screen.queryByLabelText('Codice fiscale')).toBeNull();
    expect(isDisabled(confirmButton())).toBe(false);
  });

  it('PersonaGiuridica shows its fields marked required; Confirm waits for every required one', async () => {
    renderForm('course', OPEN);
    fireEvent.click(await screen.findByRole('radio', { name: 'Persona giuridica (azienda)' }));
    const required = [
      'Ragione sociale',
      'Partita IVA',
      'Codice SDI',
      'PEC',
      'Codice fiscale',
      'Indirizzo',
      'Città',
      'CAP',
      'Provincia',
      'Nazione',
      'Nome del legale rappresentante',
      'Cognome del legale rappresentante',
      'E-mail del legale rappresentante',
    ];
    for (const label of required)
      expect((screen.getByLabelText(label) as HTMLInputElement).required, label).toBe(true);
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).required).toBe(false);
    expect(screen.queryByLabelText('Data di nascita')).toBeNull();
    expect((screen.getByLabelText('Codice fiscale') as HTMLInputElement).maxLength).toBe(16);
    expect((screen.getByLabelText('Partita IVA') as HTMLInputElement).maxLength).toBe(20);
    expect((screen.getByLabelText('Ragione sociale') as HTMLInputElement).maxLength).toBe(100);
    expect(isDisabled(confirmButton())).toBe(true);
    const values: Record<string, string> = {
      'Ragione sociale': 'Trattoria Srl',
      'Partita IVA': '01234567890',
      'Codice SDI': 'ABC1234',
      PEC: 'trattoria@pec.it',
      'Codice fiscale': '01234567890',
      Indirizzo: 'Via Po 1',
      Città: 'Parma',
      CAP: '43121',
      Provincia: 'PR',
      Nazione: 'Italia',
      'Nome del legale rappresentante': 'Anna',
      'Cognome del legale rappresentante': 'Neri',
    };
    for (const [label, value] of Object.entries(values))
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    expect(isDisabled(confirmButton())).toBe(true);
    fireEvent.change(screen.getByLabelText('E-mail del legale rappresentante'), {
      target: { value: 'anna@neri.it' },
    });
    expect(isDisabled(confirmButton())).toBe(false);
  });

  it('PersonaFisica asks for the person, including sex, birth data, citizenship and phone', async () => {
    renderForm('course', OPEN);
    fireEvent.click(await screen.findByRole('radio', { name: 'Persona fisica (altra persona)' }));
    for (const label of [
      'Nome',
      'Cognome',
      'Sesso',
      'Data di nascita',
      'Città di nascita',
      'Cittadinanza',
      'Telefono',
    ])
      expect((screen.getByLabelText(label) as HTMLInputElement).required, label).toBe(true);
    expect(screen.queryByLabelText('Ragione sociale')).toBeNull();
  });

  it('confirms after asking, shows "Dati fatturazione aggiornati correttamente!" and locks the form', async () => {
    const calls: Call[] = [];
    mockServer(calls);
    // The whole panel: the answer of the confirm replaces the billing data, now locked.
    renderWithApp(<BillingPanel />);
    expect(await screen.findByRole('tab', { name: 'Fatturazione corsi' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Fatturazione housing' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Conferma' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/non potranno più essere modificati/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Conferma' }));
    expect(await screen.findByText('Dati fatturazione aggiornati correttamente!')).toBeTruthy();
    expect(calls).toEqual([{ url: '/api/billing/course/confirm', body: { type: 'MeStesso' } }]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Conferma' })).toBeNull());
    expect(screen.queryByRole('button', { name: 'Salva bozza' })).toBeNull();
    // Locked: the type is shown as text, no choice is left.
    expect(screen.queryByRole('radio')).toBeNull();
    expect((screen.getByLabelText('Intestatario delle fatture') as HTMLInputElement).value).toBe('Me stesso');
  });

  it('saves a draft with every field of the form', async () => {
    const calls: Call[] = [];
    mockServer(calls);
    renderForm('course', OPEN, { type: 'PersonaFisica' });
    fireEvent.change(await screen.findByLabelText('Nome'), { target: { value: 'Li' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salva bozza' }));
    expect(await screen.findByText('Bozza salvata: conferma i dati quando sono completi.')).toBeTruthy();
    expect(calls[0]?.url).toBe('/api/billing/course');
    expect(calls[0]?.body).toMatchObject({ type: 'PersonaFisica', firstName: 'Li', lastName: '' });
    expect(calls[0]?.body).not.toHaveProperty('iban');
  });

  it('housing always needs a valid IBAN and its holder, MeStesso included', async () => {
    const calls: Call[] = [];
    mockServer(calls);
    renderForm('housing', OPEN);
    const iban = (await screen.findByLabelText('IBAN')) as HTMLInputElement;
    expect(iban.required).toBe(true);
    expect(iban.maxLength).toBe(34);
    expect((screen.getByLabelText('Intestatario del conto') as HTMLInputElement).required).toBe(true);
    expect(isDisabled(confirmButton())).toBe(true);
    fireEvent.change(iban, { target: { value: 'IT60 X054 2811 1010 0000 0123 450' } });
    fireEvent.change(screen.getByLabelText('Intestatario del conto'), { target: { value: 'Luca Studenti' } });
    expect(isDisabled(confirmButton())).toBe(false);
    fireEvent.click(confirmButton());
    expect(await screen.findByText('IBAN non valido.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.change(iban, { target: { value: 'IT60 X054 2811 1010 0000 0123 456' } });
    fireEvent.click(confirmButton());
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Conferma' }));
    expect(await screen.findByText('Dati fatturazione aggiornati correttamente!')).toBeTruthy();
    expect(calls[0]).toEqual({
      url: '/api/billing/housing/confirm',
      body: { type: 'MeStesso', iban: 'IT60X0542811101000000123456', ibanHolder: 'Luca Studenti' },
    });
  });

  it('is read-only once sent, with the date', async () => {
    renderForm('course', LOCKED, { type: 'PersonaFisica', firstName: 'Li' });
    expect(
      await screen.findByText('Dati di fatturazione inviati il 02-03-2026: non sono più modificabili.'),
    ).toBeTruthy();
    expect((screen.getByLabelText('Nome') as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByLabelText('Intestatario delle fatture') as HTMLInputElement).value).toBe(
      'Persona fisica (altra persona)',
    );
    expect(screen.queryByRole('button', { name: 'Conferma' })).toBeNull();
  });

  it('is read-only while the secretariat has not asked for the data', async () => {
    renderForm('course', { ...OPEN, requestingCount: 0 });
    expect(await screen.findByText(/La segreteria non ha richiesto/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Salva bozza' })).toBeNull();
  });
});
