import '../../../../test/setup';
import type { ApplicationForm, ApplicationState } from '@school/domain/application/contracts/get-state';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiClientForTests } from '../../../../lib/api-client';
import { FakeXhr } from '../../../../test/fake-xhr';
import { jsonResponse, useLanguage } from '../../../../test/render';
import { applicationState, renderStep } from '../../test/render-step';
import Step6IdentityDocument from './step-6-identity-document';

const config = {
  secretariatEmail: 'segreteria@example.test',
  enrolmentEmail: 'enrolment@example.test',
  providers: { google: false, apple: false },
  outbox: false,
  testPages: true,
};

const COUNTRIES = [
  { value: 'Francia', name: 'Francia', code: 'FR' },
  { value: 'Italia', name: 'Italia', code: 'IT' },
];
const PROVINCES = [
  { code: 'PR', name: 'Parma', region: 'Emilia-Romagna', value: 'PR - Parma', isForeign: false },
  { code: 'EE', name: 'For Foreign Country', region: '', value: 'EE - For Foreign Country', isForeign: true },
];
const MUNICIPALITIES = [
  { name: 'Colorno', province: 'PR', region: 'Emilia-Romagna' },
  { name: 'Parma', province: 'PR', region: 'Emilia-Romagna' },
];

const UPLOADED_ID = {
  kind: 'identityDocument' as const,
  fileName: 'carta.pdf',
  size: 300_000,
  uploadedAt: '2026-11-20T10:00:00.000Z',
  status: 'In attesa di validazione',
};

function setCookie(cookie: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API; the client reads document.cookie
  document.cookie = cookie;
}

/** A fake server for the reference lists; every request is recorded. */
function mockServer(requests: string[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      requests.push(input);
      const url = new URL(input, 'http://x');
      if (url.pathname === '/api/config') return jsonResponse(200, config);
      if (url.pathname === '/api/reference/countries') return jsonResponse(200, { items: COUNTRIES });
      if (url.pathname === '/api/reference/provinces') return jsonResponse(200, { items: PROVINCES });
      if (url.pathname === '/api/reference/municipalities') {
        const items = url.searchParams.get('province') === 'PR - Parma' ? MUNICIPALITIES : [];
        return jsonResponse(200, { items, total: items.length });
      }
      return jsonResponse(404, {});
    }),
  );
}

async function renderIdentity(state: ApplicationState = applicationState(6)) {
  const next = vi.fn(async () => {});
  renderStep(Step6IdentityDocument, { state, next });
  await screen.findByRole('radiogroup', { name: /Tipo di documento/ });
  return { next };
}

/** The input labelled `label` (a Mantine select's list is labelled by the same label). */
function byLabel(label: RegExp): HTMLInputElement {
  const inputs = screen.getAllByLabelText(label).filter((element) => element.tagName === 'INPUT');
  if (inputs.length !== 1) throw new Error(`${inputs.length} inputs labelled ${label}`);
  return inputs[0] as HTMLInputElement;
}
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Invia candidatura' }));

/** Opens a Mantine select and picks the option. */
async function pick(label: RegExp, option: string) {
  const input = byLabel(label);
  fireEvent.click(input);
  fireEvent.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect(byLabel(label).value).toBe(option));
}

function fieldError(input: HTMLElement): string | null {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error'));
  const text = ids.map((id) => document.getElementById(id)?.textContent ?? '').join('');
  return text === '' ? null : text;
}

function fillDocument({ number = 'CA12345AB', issue = '2020-03-01', expiry = '2031-03-01' } = {}) {
  fireEvent.change(byLabel(/Numero del documento/), { target: { value: number } });
  fireEvent.change(byLabel(/Data di rilascio/), { target: { value: issue } });
  fireEvent.change(byLabel(/Data di scadenza/), { target: { value: expiry } });
}

const issuingBody = () => screen.queryByTestId('issuing-body')?.textContent ?? null;

describe('Step 6 — identity document (specification 001, section 5)', { timeout: 30_000 }, () => {
  let requests: string[];
  beforeEach(async () => {
    await useLanguage('it', ['application', 'errors']);
    resetApiClientForTests();
    setCookie('csrf=tok; path=/');
    FakeXhr.reset();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    requests = [];
    mockServer(requests);
  });

  it('offers identity card, passport and driving licence; Next reads "Invia candidatura"', async () => {
    await renderIdentity();
    for (const name of ["Carta d'identità", 'Passaporto', 'Patente di guida'])
      expect(screen.getByRole('radio', { name })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Invia candidatura' })).toBeTruthy();
    // Nothing about the place of issue before the country is known.
    expect(screen.queryByLabelText(/Provincia di rilascio/)).toBeNull();
    expect(screen.queryByLabelText(/Ente di rilascio/)).toBeNull();
  });

  it('empty Next: every required field says so and nothing is posted', async () => {
    const { next } = await renderIdentity();
    submit();
    await waitFor(() => expect(fieldError(byLabel(/Numero del documento/))).toBe('Campo obbligatorio.'));
    // Mantine shows the group's error after the group, inside its wrapper.
    const group = screen.getByRole('radiogroup', { name: /Tipo di documento/ });
    expect(group.parentElement?.textContent).toContain('Campo obbligatorio.');
    expect(fieldError(byLabel(/Data di rilascio/))).toBe('Campo obbligatorio.');
    expect(fieldError(byLabel(/Data di scadenza/))).toBe('Campo obbligatorio.');
    expect(fieldError(byLabel(/Stato di rilascio/))).toBe('Campo obbligatorio.');
    expect(fieldError(screen.getByTestId('file-input-identityDocument'))).toBe('Campo obbligatorio.');
    expect(next).not.toHaveBeenCalled();
  });

  it('passport issued in Italy: no province or municipality, issued by "Ministro Affari Esteri"', async () => {
    const { next } = await renderIdentity(applicationState(6, { files: [UPLOADED_ID] }));
    fireEvent.click(screen.getByRole('radio', { name: 'Passaporto' }));
    await pick(/Stato di rilascio/, 'Italia');
    expect(screen.queryByLabelText(/Provincia di rilascio/)).toBeNull();
    expect(screen.queryByLabelText(/Comune di rilascio/)).toBeNull();
    expect(screen.queryByLabelText(/Ente di rilascio/)).toBeNull();
    expect(issuingBody()).toBe('Ente di rilascio: Ministro Affari Esteri');

    fillDocument({ number: 'YA1234567' });
    submit();
    await waitFor(() => expect(next).toHaveBeenCalledTimes(1));
    expect(next).toHaveBeenCalledWith({
      documentType: 'passport',
      documentNumber: 'YA1234567',
      issueDate: '2020-03-01',
      expiryDate: '2031-03-01',
      issuingCountry: 'Italia',
      issuingProvince: '',
      issuingMunicipality: '',
      municipalityNotFound: false,
      issuingBody: '',
      identityDocumentFile: { name: 'carta.pdf', size: 300_000 },
    });
  });

  it('identity card issued in Italy: province and municipality picks give "Comune di {municipality}"', async () => {
    const { next } = await renderIdentity(applicationState(6, { files: [UPLOADED_ID] }));
    fireEvent.click(screen.getByRole('radio', { name: "Carta d'identità" }));
    await pick(/Stato di rilascio/, 'Italia');
    expect(issuingBody()).toBe("L'ente di rilascio viene indicato in base al tipo di documento e al comune.");
    await pick(/Provincia di rilascio/, 'PR - Parma');
    await pick(/Comune di rilascio/, 'Colorno');
    expect(issuingBody()).toBe('Ente di rilascio: Comune di Colorno');
    expect(requests.some((url) => url.startsWith('/api/reference/municipalities?province=PR'))).toBe(true);

    // The driving licence is issued by the Motorizzazione of the same municipality.
    fireEvent.click(screen.getByRole('radio', { name: 'Patente di guida' }));
    expect(issuingBody()).toBe('Ente di rilascio: Motorizzazione Civile di Colorno');
    fireEvent.click(screen.getByRole('radio', { name: "Carta d'identità" }));

    fillDocument();
    submit();
    await waitFor(() => expect(next).toHaveBeenCalledTimes(1));
    expect(next).toHaveBeenCalledWith({
      documentType: 'identityCard',
      documentNumber: 'CA12345AB',
      issueDate: '2020-03-01',
      expiryDate: '2031-03-01',
      issuingCountry: 'Italia',
      issuingProvince: 'PR - Parma',
      issuingMunicipality: 'Colorno',
      municipalityNotFound: false,
      issuingBody: '',
      identityDocumentFile: { name: 'carta.pdf', size: 300_000 },
    });
  });

  it('in Italy the province and municipality are required for an identity card', async () => {
    const { next } = await renderIdentity(applicationState(6, { files: [UPLOADED_ID] }));
    fireEvent.click(screen.getByRole('radio', { name: "Carta d'identità" }));
    await pick(/Stato di rilascio/, 'Italia');
    fillDocument();
    submit();
    await waitFor(() => expect(fieldError(byLabel(/Provincia di rilascio/))).toBe('Campo obbligatorio.'));
    expect(fieldError(byLabel(/Comune di rilascio/))).toBe('Campo obbligatorio.');
    expect(next).not.toHaveBeenCalled();
  });

  it('the not-found fallback lets the municipality be typed', async () => {
    const { next } = await renderIdentity(applicationState(6, { files: [UPLOADED_ID] }));
    fireEvent.click(screen.getByRole('radio', { name: "Carta d'identità" }));
    await pick(/Stato di rilascio/, 'Italia');
    await pick(/Provincia di rilascio/, 'PR - Parma');
    fireEvent.click(screen.getByRole('checkbox', { name: /Il comune non è nell'elenco/ }));
    fireEvent.change(byLabel(/Comune di rilascio \(per esteso\)/), { target: { value: 'Sissa Trecasali' } });
    expect(issuingBody()).toBe('Ente di rilascio: Comune di Sissa Trecasali');
    fillDocument();
    submit();
    await waitFor(() => expect(next).toHaveBeenCalledTimes(1));
    expect(next).toHaveBeenCalledWith(
      expect.objectContaining({
        issuingProvince: 'PR - Parma',
        issuingMunicipality: 'Sissa Trecasali',
        municipalityNotFound: true,
        issuingBody: '',
      }),
    );
  });

  it('issued abroad: the issuing-body text is shown and required, no province or municipality', async () => {
    const { next } = await renderIdentity(applicationState(6, { files: [UPLOADED_ID] }));
    fireEvent.click(screen.getByRole('radio', { name: "Carta d'identità" }));
    await pick(/Stato di rilascio/, 'Francia');
    expect(screen.queryByLabelText(/Provincia di rilascio/)).toBeNull();
    expect(screen.queryByLabelText(/Comune di rilascio/)).toBeNull();
    expect(issuingBody()).toBeNull();
    const body = byLabel(/Ente di rilascio/);
    fillDocument();
    submit();
    await waitFor(() => expect(fieldError(body)).toBe('Campo obbligatorio.'));
    expect(next).not.toHaveBeenCalled();

    fireEvent.change(body, { target: { value: 'Préfecture de Paris' } });
    submit();
    await waitFor(() => expect(next).toHaveBeenCalledTimes(1));
    expect(next).toHaveBeenCalledWith(
      expect.objectContaining({
        documentType: 'identityCard',
        issuingCountry: 'Francia',
        issuingProvince: '',
        issuingMunicipality: '',
        issuingBody: 'Préfecture de Paris',
      }),
    );
  });

  it('checks the dates: issue not after today, expiry after issue, 1900 to 2100', async () => {
    const { next } = await renderIdentity(applicationState(6, { files: [UPLOADED_ID] }));
    fireEvent.click(screen.getByRole('radio', { name: 'Passaporto' }));
    await pick(/Stato di rilascio/, 'Italia');
    // renderStep's today is 2026-11-22.
    fillDocument({ issue: '2026-11-23', expiry: '2036-11-23' });
    submit();
    await waitFor(() =>
      expect(fieldError(byLabel(/Data di rilascio/))).toBe('La data non può essere nel futuro.'),
    );
    fillDocument({ issue: '2020-03-01', expiry: '2019-03-01' });
    submit();
    await waitFor(() =>
      expect(fieldError(byLabel(/Data di scadenza/))).toBe(
        'La data di scadenza deve essere successiva alla data di rilascio.',
      ),
    );
    fillDocument({ issue: '1899-12-31', expiry: '2031-03-01' });
    submit();
    await waitFor(() =>
      expect(fieldError(byLabel(/Data di rilascio/))).toBe(
        'Data non valida: deve essere compresa tra 01/01/1900 e 31/12/2100.',
      ),
    );
    expect(next).not.toHaveBeenCalled();
  });

  it('uploads the identity document (PDF or JPEG) from this step', async () => {
    await renderIdentity();
    expect(screen.getByText('Consigliamo PDF o JPEG, con fronte e retro nello stesso file.')).toBeTruthy();
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);
    fireEvent.change(screen.getByTestId('file-input-identityDocument'), {
      target: { files: [new File([jpeg], 'carta.jpg')] },
    });
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    expect(FakeXhr.last().url).toBe('/api/application/CUCINA-2027A/files/identityDocument');
    FakeXhr.last().respond(200, { file: { ...UPLOADED_ID, fileName: 'carta.jpg', size: jpeg.length } });
    expect((await screen.findByTestId('file-current-identityDocument')).textContent).toContain('carta.jpg');
  });

  it('shows the saved values again', async () => {
    const state = applicationState(6, { files: [UPLOADED_ID] });
    const form: ApplicationForm = {
      personalData: {},
      registry: {},
      studies: {},
      documents: { cv: null, motivationalLetter: null },
      identityDocument: {
        documentType: 'drivingLicence',
        documentNumber: 'PR5555555X',
        issueDate: '2019-05-10',
        expiryDate: '2029-05-10',
        issuingCountry: 'Italia',
        issuingProvince: 'PR - Parma',
        issuingMunicipality: 'Parma',
        municipalityNotFound: false,
        issuingBody: '',
        identityDocumentFile: { name: 'carta.pdf', size: 300_000 },
      },
    };
    const { next } = await renderIdentity({ ...state, form });
    expect((screen.getByRole('radio', { name: 'Patente di guida' }) as HTMLInputElement).checked).toBe(true);
    expect(byLabel(/Numero del documento/).value).toBe('PR5555555X');
    await waitFor(() => expect(byLabel(/Comune di rilascio/).value).toBe('Parma'));
    expect(issuingBody()).toBe('Ente di rilascio: Motorizzazione Civile di Parma');
    submit();
    await waitFor(() => expect(next).toHaveBeenCalledTimes(1));
    expect(next).toHaveBeenCalledWith(
      expect.objectContaining({ documentType: 'drivingLicence', issuingMunicipality: 'Parma' }),
    );
  });
});
