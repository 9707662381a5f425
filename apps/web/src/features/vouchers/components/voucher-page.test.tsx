import '../../../test/setup';
import type { VoucherOffer } from '@school/domain/vouchers/contracts/vouchers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Handler, serveApi } from '../../../test/fake-api';
import { meWith } from '../../../test/me';
import { jsonResponse, renderWithApp, useLanguage } from '../../../test/render';
import { VoucherPage } from './voucher-page';

const OFFER: VoucherOffer = {
  code: 'ABCDE23456',
  kind: 'course',
  courseName: 'Corso Superiore di Cucina Italiana',
  editionName: '2027A',
  productCode: 'CUCINA-2027A',
  startsOn: '2027-01-11',
};
const ENROLMENT = '0b7c1f0e-5a7e-4c86-9d2a-1f4e8b6c2a01';

/** The reference lists the registration form reads. */
const REFERENCE: Record<string, unknown> = {
  '/api/reference/countries': {
    items: [
      { value: 'Italia', name: 'Italia', code: 'IT' },
      { value: 'Francia', name: 'Francia', code: 'FR' },
    ],
  },
  '/api/reference/provinces': {
    items: [
      { code: 'PR', name: 'Parma', region: 'Emilia-Romagna', value: 'PR - Parma', isForeign: false },
      {
        code: 'EE',
        name: 'For Foreign Country',
        region: '',
        value: 'EE - For Foreign Country',
        isForeign: true,
      },
    ],
  },
};

/** The fake `/api` (`serveApi`) with the person (null: a visitor), the reference lists, then `handle`. */
function serve({ me = null, handle }: { me?: ReturnType<typeof meWith> | null; handle: Handler }) {
  return serveApi({
    me,
    handle: (call) => (call.path in REFERENCE ? jsonResponse(200, REFERENCE[call.path]) : handle(call)),
  });
}
const refusal = (status: number, code: string, fields?: Record<string, string>) =>
  jsonResponse(status, { error: { code, message: 'x', ...(fields ? { fields } : {}) } });

const label = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);
const field = (text: string) =>
  screen.getAllByLabelText(label(text)).find((element) => element.tagName === 'INPUT') as HTMLInputElement;
const type = (text: string, value: string) => fireEvent.change(field(text), { target: { value } });
async function choose(text: string, option: string) {
  fireEvent.click(field(text));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}
const activateButton = () => screen.getByRole('button', { name: 'Attiva' });

async function enterCode(code = 'abcde-23456') {
  await screen.findByLabelText(label('Codice voucher'));
  type('Codice voucher', code);
  fireEvent.click(activateButton());
}

beforeEach(() => useLanguage('it', ['vouchers', 'auth', 'errors']));

describe('VoucherPage — the code and Activate', () => {
  it('refuses a code with odd characters in the browser, without a request', async () => {
    const calls = serve({ handle: () => undefined });
    renderWithApp(<VoucherPage />, { path: '/voucher' });
    await enterCode('ABCD#1234');
    expect(
      await screen.findByText(
        'Il codice contiene caratteri non validi: usa solo lettere e cifre (spazi e trattini sono ignorati).',
      ),
    ).toBeTruthy();
    type('Codice voucher', '   ');
    fireEvent.click(activateButton());
    expect(await screen.findByText(/obbligatori/i)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it.each([
    ['not found or closed', 'Voucher non trovato!', refusal(404, 'vouchers.notFound')],
    ['already redeemed', 'Voucher già riscosso', refusal(409, 'vouchers.alreadyRedeemed')],
    ['the lookup failing', 'Errore nella ricerca', refusal(500, 'server.error')],
  ])('%s: "%s", and the spinner stops', async (_name, text, answer) => {
    serve({ handle: ({ path }) => (path === '/api/vouchers/lookup' ? answer.clone() : undefined) });
    renderWithApp(<VoucherPage />, { path: '/voucher' });
    await enterCode();
    expect((await screen.findByRole('alert')).textContent).toContain(text);
    await waitFor(() => expect(activateButton().getAttribute('data-loading')).toBeNull());
  });

  it('sends the code as typed; the server normalises it', async () => {
    const calls = serve({
      handle: ({ path }) => (path === '/api/vouchers/lookup' ? refusal(404, 'vouchers.notFound') : undefined),
    });
    renderWithApp(<VoucherPage />, { path: '/voucher' });
    await enterCode(' abcde-23456 ');
    await screen.findByRole('alert');
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/vouchers/lookup',
      body: { code: ' abcde-23456 ' },
    });
  });
});

describe('VoucherPage — signed in: the enrolment moves to the person', () => {
  const me = meWith(['Studente']);

  it('activates and shows the confirmation with the Student Area button', async () => {
    const calls = serve({
      me,
      handle: ({ path }) => {
        if (path === '/api/vouchers/lookup') return jsonResponse(200, { voucher: OFFER });
        if (path === '/api/vouchers/redeem')
          return jsonResponse(201, { voucher: OFFER, enrolmentId: ENROLMENT });
        return undefined;
      },
    });
    renderWithApp(<VoucherPage />, { path: '/voucher' });
    await enterCode();
    expect(await screen.findByText('Voucher attivato!')).toBeTruthy();
    expect(screen.getByText(/Corso Superiore di Cucina Italiana, edizione 2027A/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Area Studente' }).getAttribute('href')).toBe('/areacandidato');
    expect(calls.map((c) => c.path)).toEqual(['/api/vouchers/lookup', '/api/vouchers/redeem']);
  });

  it.each([
    ['Errore nel riscatto del voucher', refusal(500, 'server.error')],
    ['Voucher già riscosso', refusal(409, 'vouchers.alreadyRedeemed')],
  ])('a transfer that fails shows "%s"', async (text, answer) => {
    serve({
      me,
      handle: ({ path }) => {
        if (path === '/api/vouchers/lookup') return jsonResponse(200, { voucher: OFFER });
        if (path === '/api/vouchers/redeem') return answer.clone();
        return undefined;
      },
    });
    renderWithApp(<VoucherPage />, { path: '/voucher' });
    await enterCode();
    expect((await screen.findByRole('alert')).textContent).toContain(text);
    await waitFor(() => expect(activateButton().getAttribute('data-loading')).toBeNull());
    expect(screen.queryByText('Voucher attivato!')).toBeNull();
  });

  it('takes the code back from the address after the sign-in panel', async () => {
    serve({ me, handle: () => undefined });
    renderWithApp(<VoucherPage />, { path: '/voucher?codice=ABCDE23456' });
    expect((await screen.findByLabelText(label('Codice voucher'))).getAttribute('value')).toBe('ABCDE23456');
  });
});

describe('VoucherPage — a visitor registers (or signs in)', () => {
  const lookupOk: Handler = ({ path }) =>
    path === '/api/vouchers/lookup' ? jsonResponse(200, { voucher: OFFER }) : undefined;

  async function openRegistration(handle: Handler = lookupOk) {
    const calls = serve({ handle });
    renderWithApp(<VoucherPage />, { path: '/voucher' });
    await enterCode();
    await screen.findByRole('heading', { name: 'Registrati per attivare il voucher' });
    expect(
      within(screen.getByTestId('voucher-offer')).getByText(/Corso Superiore di Cucina Italiana/),
    ).toBeTruthy();
    return calls;
  }

  async function fillAbroad() {
    type('Nome', 'Giulia');
    type('Cognome', 'Bianchi');
    await choose('Sesso', 'F');
    type('Cellulare', '+39 333abc1234567');
    type('E-mail', 'giulia@example.com');
    type('Conferma e-mail', 'giulia@example.com');
    type('Codice fiscale', 'bncgli95d52f205x');
    await choose('Occupazione attuale', 'Operatore di Sala');
    type('Indirizzo di residenza', '1 Rue de Rivoli');
    type('Città', 'Parigi');
    type('CAP', '75001');
    await choose('Nazione di residenza', 'Francia');
    type('Data di nascita', '1995-04-12');
    type('Città di nascita', 'Lione');
    await choose('Nazione di nascita', 'Francia');
    type('Password', 'cipolla rossa di Tropea');
    type('Conferma password', 'cipolla rossa di Tropea');
  }

  it('shows every field; the provinces only for Italia; submit only with both consents', async () => {
    await openRegistration();
    for (const name of [
      'Nome',
      'Cognome',
      'Sesso',
      'Cellulare',
      'E-mail',
      'Conferma e-mail',
      'Codice fiscale',
      'Occupazione attuale',
      'Indirizzo di residenza',
      'Città',
      'CAP',
      'Nazione di residenza',
      'Data di nascita',
      'Città di nascita',
      'Nazione di nascita',
      'Password',
      'Conferma password',
    ])
      expect(field(name), name).toBeTruthy();
    expect(field('CAP').maxLength).toBe(20);
    expect(field('Codice fiscale').maxLength).toBe(16);
    expect(field('Nome').maxLength).toBe(100);
    expect(screen.queryByLabelText(label('Provincia'))).toBeNull();
    await choose('Nazione di residenza', 'Italia');
    expect(field('Provincia')).toBeTruthy();
    expect(screen.queryByLabelText(label('Provincia di nascita'))).toBeNull();

    const submit = screen.getByRole('button', { name: 'Registrati e attiva' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Per inviare servono entrambi i consensi.')).toBeTruthy();
    fireEvent.click(screen.getByLabelText(/informativa sulla privacy/));
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByLabelText(/comunicazioni promozionali/));
    expect(submit.hasAttribute('disabled')).toBe(false);
  });

  it('the mobile keeps only digits and plus; the e-mail confirmation refuses paste and copy', async () => {
    await openRegistration();
    type('Cellulare', '+39 333-abc');
    expect(field('Cellulare').value).toBe('+39333');
    const paste = new Event('paste', { bubbles: true, cancelable: true });
    field('Conferma e-mail').dispatchEvent(paste);
    expect(paste.defaultPrevented).toBe(true);
    const copy = new Event('copy', { bubbles: true, cancelable: true });
    field('Conferma e-mail').dispatchEvent(copy);
    expect(copy.defaultPrevented).toBe(true);
    expect(field('Password').type).toBe('password');
    fireEvent.mouseDown(screen.getAllByRole('button', { name: 'Mostra o nascondi la password' })[0]!);
    expect(field('Password').type).toBe('text');
  });

  it('shows the rules before sending: required fields and the confirmations', async () => {
    const calls = await openRegistration();
    type('E-mail', 'giulia@example.com');
    type('Conferma e-mail', 'giulia@example.org');
    type('Password', 'cipolla rossa di Tropea');
    type('Conferma password', 'cipolla rossa');
    fireEvent.click(screen.getByLabelText(/informativa sulla privacy/));
    fireEvent.click(screen.getByLabelText(/comunicazioni promozionali/));
    fireEvent.click(screen.getByRole('button', { name: 'Registrati e attiva' }));
    expect(await screen.findByText('Le e-mail non coincidono.')).toBeTruthy();
    expect(screen.getByText('Le password non coincidono!')).toBeTruthy();
    expect(screen.queryByText('Confermi e manda?')).toBeNull();
    expect(calls.filter((c) => c.path === '/api/vouchers/register')).toHaveLength(0);
  });

  it('asks "Confermi e manda?", sends the form with the foreign province, then confirms', async () => {
    const calls = await openRegistration(({ path }) => {
      if (path === '/api/vouchers/lookup') return jsonResponse(200, { voucher: OFFER });
      if (path === '/api/vouchers/register')
        return jsonResponse(201, { voucher: OFFER, enrolmentId: ENROLMENT, user: meWith(['Candidato']) });
      return undefined;
    });
    await fillAbroad();
    fireEvent.click(screen.getByLabelText(/informativa sulla privacy/));
    fireEvent.click(screen.getByLabelText(/comunicazioni promozionali/));
    fireEvent.click(screen.getByRole('button', { name: 'Registrati e attiva' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Confermi e manda?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.path === '/api/vouchers/register')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Registrati e attiva' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sì' }));
    expect(await screen.findByText('Voucher attivato!')).toBeTruthy();
    const sent = calls.find((c) => c.path === '/api/vouchers/register');
    expect(sent?.body).toMatchObject({
      code: 'ABCDE23456',
      language: 'it',
      firstName: 'Giulia',
      sex: 'F',
      mobilePhone: '+393331234567',
      country: 'Francia',
      occupation: 'Operatore di Sala',
      taxCode: 'BNCGLI95D52F205X',
      privacy: true,
      marketing: true,
    });
    expect(screen.getByRole('link', { name: 'Area Studente' })).toBeTruthy();
  });

  it('a province picked for Italia is not sent after the country changes: "EE - For Foreign Country"', async () => {
    const calls = await openRegistration(({ path }) => {
      if (path === '/api/vouchers/lookup') return jsonResponse(200, { voucher: OFFER });
      if (path === '/api/vouchers/register')
        return jsonResponse(201, { voucher: OFFER, enrolmentId: ENROLMENT, user: meWith(['Candidato']) });
      return undefined;
    });
    await choose('Nazione di residenza', 'Italia');
    await choose('Provincia', 'PR - Parma');
    await choose('Nazione di nascita', 'Italia');
    await choose('Provincia di nascita', 'PR - Parma');
    await fillAbroad();
    expect(screen.queryByLabelText(label('Provincia'))).toBeNull();
    fireEvent.click(screen.getByLabelText(/informativa sulla privacy/));
    fireEvent.click(screen.getByLabelText(/comunicazioni promozionali/));
    fireEvent.click(screen.getByRole('button', { name: 'Registrati e attiva' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sì' }));
    expect(await screen.findByText('Voucher attivato!')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/vouchers/register')?.body).toMatchObject({
      country: 'Francia',
      province: 'EE - For Foreign Country',
      birthCountry: 'Francia',
      birthProvince: 'EE - For Foreign Country',
    });
  });

  it('a province the server finds not fitting its country is shown on its field', async () => {
    await openRegistration(({ path }) => {
      if (path === '/api/vouchers/lookup') return jsonResponse(200, { voucher: OFFER });
      if (path === '/api/vouchers/register')
        return refusal(400, 'request.invalid', { province: 'application.provinceNotInCountry' });
      return undefined;
    });
    await fillAbroad();
    await choose('Nazione di residenza', 'Italia');
    await choose('Provincia', 'PR - Parma');
    fireEvent.click(screen.getByLabelText(/informativa sulla privacy/));
    fireEvent.click(screen.getByLabelText(/comunicazioni promozionali/));
    fireEvent.click(screen.getByRole('button', { name: 'Registrati e attiva' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sì' }));
    expect(await screen.findByText('La provincia non corrisponde al paese scelto.')).toBeTruthy();
  });

  it.each([
    ["Errori nel riscattare il voucher, contattare l'assistenza!", refusal(500, 'server.error')],
    ['Voucher già riscosso', refusal(409, 'vouchers.alreadyRedeemed')],
  ])('a registration that fails shows "%s" and the spinner stops', async (text, answer) => {
    await openRegistration(({ path }) => {
      if (path === '/api/vouchers/lookup') return jsonResponse(200, { voucher: OFFER });
      if (path === '/api/vouchers/register') return answer.clone();
      return undefined;
    });
    await fillAbroad();
    fireEvent.click(screen.getByLabelText(/informativa sulla privacy/));
    fireEvent.click(screen.getByLabelText(/comunicazioni promozionali/));
    fireEvent.click(screen.getByRole('button', { name: 'Registrati e attiva' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sì' }));
    expect((await screen.findByRole('alert')).textContent).toContain(text);
    const submit = screen.getByRole('button', { name: 'Registrati e attiva' });
    await waitFor(() => expect(submit.getAttribute('data-loading')).toBeNull());
  });

  it('an e-mail already registered is shown on its field', async () => {
    await openRegistration(({ path }) => {
      if (path === '/api/vouchers/lookup') return jsonResponse(200, { voucher: OFFER });
      if (path === '/api/vouchers/register')
        return refusal(409, 'auth.usernameTaken', { email: 'auth.usernameTaken' });
      return undefined;
    });
    await fillAbroad();
    fireEvent.click(screen.getByLabelText(/informativa sulla privacy/));
    fireEvent.click(screen.getByLabelText(/comunicazioni promozionali/));
    fireEvent.click(screen.getByRole('button', { name: 'Registrati e attiva' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sì' }));
    expect(await screen.findByText("L'username esiste già, recuperare password se necessario!")).toBeTruthy();
  });

  it('switches to the sign-in panel (the login form) and back', async () => {
    await openRegistration();
    fireEvent.click(screen.getByRole('button', { name: 'Hai già un account? Accedi' }));
    expect(await screen.findByRole('heading', { name: 'Accedi per attivare il voucher' })).toBeTruthy();
    expect(screen.getAllByLabelText(/Password/).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Non hai un account? Registrati' }));
    expect(await screen.findByRole('heading', { name: 'Registrati per attivare il voucher' })).toBeTruthy();
  });
});
