import '../../../../test/setup';
import type { Step1Body } from '@school/domain/application/contracts/step-1';
import type { CallingCode } from '@school/domain/reference/contracts/list-calling-codes';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../../i18n/en/application/step1.json';
import it_ from '../../../../i18n/it/application/step1.json';
import zh from '../../../../i18n/zh/application/step1.json';
import { resetApiClientForTests } from '../../../../lib/api-client';
import { jsonResponse, useLanguage } from '../../../../test/render';
import { applicationState, renderStep } from '../../test/render-step';
import Step1PersonalData from './step-1-personal-data';

const config = {
  secretariatEmail: 's@example.test',
  enrolmentEmail: 'e@example.test',
  providers: { google: false, apple: false },
  outbox: false,
  testPages: true,
};

const CALLING_CODES: CallingCode[] = [
  { country: 'CA', name: 'Canada', prefix: '1' },
  { country: 'FR', name: 'Francia', prefix: '33' },
  { country: 'IT', name: 'Italia', prefix: '39' },
  { country: 'US', name: 'Stati Uniti', prefix: '1' },
];

/** A fake server with the calling codes (answered after `release()` when `hold` is set). */
function mockServer({ hold = false } = {}) {
  let release: () => void = () => {};
  const gate = hold ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      if (url === '/api/config') return jsonResponse(200, config);
      if (url.startsWith('/api/reference/calling-codes?')) {
        await gate;
        return jsonResponse(200, { items: CALLING_CODES });
      }
      return jsonResponse(404, { code: 'request.notFound' });
    }),
  );
  return { urls, release: () => release() };
}

/** A browser that has not been asked for notifications yet. */
function mockNotifications() {
  const requestPermission = vi.fn(async () => 'granted' as NotificationPermission);
  const NotificationStub = Object.assign(function Notification() {}, {
    permission: 'default' as NotificationPermission,
    requestPermission,
  });
  vi.stubGlobal('Notification', NotificationStub);
  return requestPermission;
}

const REQUIRED = 'Campo obbligatorio.';
/** A field's label as shown: its text, then the asterisk of a required field. */
const label = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);
const input = (text: string) => screen.getByLabelText(label(text)) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const nextButton = () => screen.getByRole('button', { name: 'Avanti' });
const errorOf = (element: HTMLElement) => {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
};

/** Opens a Mantine select and clicks one of its options. */
async function choose(select: HTMLElement, option: string) {
  fireEvent.click(select);
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

/** The two prefix selects, in order (mobile, then second phone). */
const prefixSelects = () =>
  ['Prefisso (cellulare)', 'Prefisso (alternativo)'].map(
    (name) =>
      screen.getAllByLabelText(label(name)).find((element) => element.tagName === 'INPUT') as HTMLElement,
  );

async function fillValidForm() {
  type('Nome', 'Anna');
  type('Cognome', "D'Angelo");
  fireEvent.click(screen.getByRole('radio', { name: 'Femmina' }));
  await choose(prefixSelects()[0] as HTMLElement, '+39 Italia');
  type('Cellulare', '3331234567');
  type('E-mail', 'anna@example.com');
  type('Conferma e-mail', 'ANNA@example.com');
  type('E-mail secondaria', 'anna.bis@example.com');
  fireEvent.click(screen.getByRole('checkbox', { name: /informativa sulla privacy/ }));
}

describe('Step 1, personal data (specification 001, sections 3 and 5)', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    resetApiClientForTests();
    await useLanguage('it', ['application', 'errors']);
  });

  it('shows the picklists loading message, then the form with the limits as maxLength', async () => {
    const server = mockServer({ hold: true });
    renderStep(Step1PersonalData, { state: applicationState(1) });
    expect(await screen.findByText('Caricamento in corso, attendere 5-10 secondi...')).toBeTruthy();
    expect(screen.queryByLabelText(label('Nome'))).toBeNull();
    server.release();
    expect(await screen.findByLabelText(label('Nome'))).toBeTruthy();
    expect(screen.queryByText('Caricamento in corso, attendere 5-10 secondi...')).toBeNull();
    expect(server.urls).toContain('/api/reference/calling-codes?locale=it');
    expect(input('Nome').maxLength).toBe(40);
    expect(input('Cognome').maxLength).toBe(80);
    expect(input('Cellulare').maxLength).toBe(40);
    expect(input('E-mail').maxLength).toBe(80);
    expect(input('Nome').autocomplete).toBe('given-name');
    expect(input('Cellulare').autocomplete).toBe('tel-national');
    // Promotional communications and notifications default to yes.
    const marketing = screen.getByRole('radiogroup', { name: /comunicazioni promozionali/ });
    expect((within(marketing).getByRole('radio', { name: 'Sì' }) as HTMLInputElement).checked).toBe(true);
    const notifications = screen.getByRole('radiogroup', { name: /notifiche/ });
    expect((within(notifications).getByRole('radio', { name: 'Sì' }) as HTMLInputElement).checked).toBe(true);
  });

  it('Next on the empty form shows the translated required messages and does not save', async () => {
    mockServer();
    const requestPermission = mockNotifications();
    const { next } = renderStep(Step1PersonalData, { state: applicationState(1) });
    await screen.findByLabelText(label('Nome'));
    fireEvent.click(nextButton());
    await waitFor(() => expect(input('Nome').getAttribute('aria-invalid')).toBe('true'));
    for (const field of ['Nome', 'Cognome', 'Cellulare', 'E-mail', 'E-mail secondaria', 'Conferma e-mail'])
      expect(errorOf(input(field)), field).toContain(REQUIRED);
    expect(errorOf(prefixSelects()[0] as HTMLElement)).toContain(REQUIRED);
    expect(screen.getByText("È necessario accettare l'informativa sulla privacy.")).toBeTruthy();
    // The second phone is optional: no message on it or its prefix.
    expect(errorOf(input('Cellulare alternativo'))).toBe('');
    expect(errorOf(prefixSelects()[1] as HTMLElement)).toBe('');
    expect(next).not.toHaveBeenCalled();
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it('a valid form calls Next with exactly the Step1Body, and asks for notification permission', async () => {
    mockServer();
    const requestPermission = mockNotifications();
    const { next } = renderStep(Step1PersonalData, { state: applicationState(1) });
    await screen.findByLabelText(label('Nome'));
    await fillValidForm();
    fireEvent.click(nextButton());
    await waitFor(() => expect(next).toHaveBeenCalledTimes(1));
    const body: Step1Body = {
      firstName: 'Anna',
      lastName: "D'Angelo",
      sex: 'F',
      mobilePrefix: '39',
      mobileNumber: '3331234567',
      phone2Prefix: '',
      phone2Number: '',
      email: 'anna@example.com',
      secondaryEmail: 'anna.bis@example.com',
      confirmEmail: 'ANNA@example.com',
      privacy: true,
      marketing: true,
      notifications: true,
    };
    expect(next).toHaveBeenCalledWith(body);
    expect(requestPermission).toHaveBeenCalledTimes(1);
  });

  it('does not ask for notification permission when the consent is no', async () => {
    mockServer();
    const requestPermission = mockNotifications();
    const { next } = renderStep(Step1PersonalData, { state: applicationState(1) });
    await screen.findByLabelText(label('Nome'));
    await fillValidForm();
    const notifications = screen.getByRole('radiogroup', { name: /notifiche/ });
    fireEvent.click(within(notifications).getByRole('radio', { name: 'No' }));
    const marketing = screen.getByRole('radiogroup', { name: /comunicazioni promozionali/ });
    fireEvent.click(within(marketing).getByRole('radio', { name: 'No' }));
    fireEvent.click(nextButton());
    await waitFor(() => expect(next).toHaveBeenCalledTimes(1));
    expect(next).toHaveBeenCalledWith(expect.objectContaining({ marketing: false, notifications: false }));
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it('hides the confirm e-mail while the profile e-mail is kept, shows it once the e-mail is edited', async () => {
    mockServer();
    const saved: Step1Body = {
      firstName: 'Anna',
      lastName: 'Neri',
      sex: 'F',
      mobilePrefix: '39',
      mobileNumber: '3331234567',
      phone2Prefix: '',
      phone2Number: '',
      email: 'anna@example.com',
      secondaryEmail: 'anna.bis@example.com',
    };
    const { next } = renderStep(Step1PersonalData, {
      state: applicationState(1, { form: { personalData: saved } as never }),
      profileEmail: 'anna@example.com',
    });
    await screen.findByLabelText(label('Nome'));
    expect(input('Nome').value).toBe('Anna');
    expect(screen.queryByLabelText(label('Conferma e-mail'))).toBeNull();
    type('E-mail', 'anna.new@example.com');
    expect(screen.getByLabelText(label('Conferma e-mail'))).toBeTruthy();
    // "shown once it is edited": typing the profile's address back keeps it shown.
    type('E-mail', 'anna@example.com');
    expect(screen.getByLabelText(label('Conferma e-mail'))).toBeTruthy();
    type('E-mail', 'anna.new@example.com');
    type('Conferma e-mail', 'anna.other@example.com');
    fireEvent.click(nextButton());
    await waitFor(() => expect(errorOf(input('Conferma e-mail'))).toContain('Le e-mail non coincidono.'));
    expect(next).not.toHaveBeenCalled();
  });

  it('blocks paste in text inputs', async () => {
    mockServer();
    renderStep(Step1PersonalData, { state: applicationState(1) });
    await screen.findByLabelText(label('Nome'));
    for (const field of ['Nome', 'Cognome', 'Cellulare', 'E-mail', 'Conferma e-mail', 'E-mail secondaria'])
      expect(fireEvent.paste(input(field)), field).toBe(false);
  });

  it('phones take digits and + only, on key press and on input', async () => {
    mockServer();
    renderStep(Step1PersonalData, { state: applicationState(1) });
    await screen.findByLabelText(label('Nome'));
    const mobile = input('Cellulare');
    expect(fireEvent.keyDown(mobile, { key: 'a' })).toBe(false);
    expect(fireEvent.keyDown(mobile, { key: ' ' })).toBe(false);
    expect(fireEvent.keyDown(mobile, { key: '5' })).toBe(true);
    expect(fireEvent.keyDown(mobile, { key: '+' })).toBe(true);
    expect(fireEvent.keyDown(mobile, { key: 'Backspace' })).toBe(true);
    type('Cellulare', '+39 333-12a34');
    expect(mobile.value).toBe('+393331234');
  });

  it('requires the second prefix once the second number is filled', async () => {
    mockServer();
    const { next } = renderStep(Step1PersonalData, { state: applicationState(1) });
    await screen.findByLabelText(label('Nome'));
    await fillValidForm();
    type('Cellulare alternativo', '3339876543');
    fireEvent.click(nextButton());
    await waitFor(() => expect(errorOf(prefixSelects()[1] as HTMLElement)).toContain(REQUIRED));
    expect(next).not.toHaveBeenCalled();
    await choose(prefixSelects()[1] as HTMLElement, '+33 Francia');
    fireEvent.click(nextButton());
    await waitFor(() => expect(next).toHaveBeenCalledTimes(1));
    expect(next).toHaveBeenCalledWith(
      expect.objectContaining({ phone2Prefix: '33', phone2Number: '3339876543' }),
    );
  });

  it('shows a saved shared prefix as its main country, and keeps the digits when another country is picked', async () => {
    mockServer();
    const { next } = renderStep(Step1PersonalData, {
      state: applicationState(1, {
        form: { personalData: { mobilePrefix: '1', mobileNumber: '2025550123' } } as never,
      }),
    });
    await screen.findByLabelText(label('Nome'));
    expect((prefixSelects()[0] as HTMLInputElement).value).toBe('+1 Stati Uniti');
    await choose(prefixSelects()[0] as HTMLElement, '+1 Canada');
    expect((prefixSelects()[0] as HTMLInputElement).value).toBe('+1 Canada');
    type('Nome', 'Anna');
    type('Cognome', 'Neri');
    fireEvent.click(screen.getByRole('radio', { name: 'Femmina' }));
    type('E-mail', 'anna@example.com');
    type('Conferma e-mail', 'anna@example.com');
    type('E-mail secondaria', 'anna.bis@example.com');
    fireEvent.click(screen.getByRole('checkbox', { name: /informativa sulla privacy/ }));
    fireEvent.click(nextButton());
    await waitFor(() => expect(next).toHaveBeenCalledTimes(1));
    expect(next).toHaveBeenCalledWith(
      expect.objectContaining({ mobilePrefix: '1', mobileNumber: '2025550123' }),
    );
  });

  it('explains that an Apple private-relay e-mail makes the secondary e-mail the contact one', async () => {
    mockServer();
    renderStep(Step1PersonalData, { state: applicationState(1) });
    await screen.findByLabelText(label('Nome'));
    expect(screen.queryByTestId('apple-relay-hint')).toBeNull();
    type('E-mail', 'x7k2@privaterelay.appleid.com');
    expect(screen.getByTestId('apple-relay-hint').textContent).toContain("useremo l'e-mail secondaria");
  });

  it('speaks English in English', async () => {
    await useLanguage('en', ['application', 'errors']);
    mockServer();
    renderStep(Step1PersonalData, { state: applicationState(1), locale: 'en' });
    expect(await screen.findByLabelText(label('First name'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getAllByText('Required field.').length).toBeGreaterThan(0));
  });
});

/** Every leaf as "dotted.key" → value. */
function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value))
      for (const [leaf, text] of flatten(child, prefix ? `${prefix}.${key}` : key)) out.set(leaf, text);
  } else out.set(prefix, value);
  return out;
}
const placeholders = (text: unknown) =>
  [...String(text).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('step1 catalogues', () => {
  it('it, en and zh have one top-level key "step1", the same keys, no empty texts, the same placeholders', () => {
    const catalogues = { it: it_, en, zh };
    for (const catalogue of Object.values(catalogues)) expect(Object.keys(catalogue)).toEqual(['step1']);
    const italian = flatten(it_);
    for (const [language, catalogue] of Object.entries(catalogues)) {
      const flat = flatten(catalogue);
      expect([...flat.keys()].sort(), language).toEqual([...italian.keys()].sort());
      for (const [key, text] of flat) {
        expect(String(text).trim(), `${language}:${key}`).not.toBe('');
        expect(placeholders(text), `${language}:${key}`).toEqual(placeholders(italian.get(key)));
      }
    }
  });
});
