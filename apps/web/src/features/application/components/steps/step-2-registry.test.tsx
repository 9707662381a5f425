import '../../../../test/setup';
import type { Step2Body } from '@school/domain/application/contracts/step-2';
import type { Country } from '@school/domain/reference/contracts/list-countries';
import type { Province } from '@school/domain/reference/contracts/list-provinces';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../../i18n/en/application/step2.json';
import it_ from '../../../../i18n/it/application/step2.json';
import zh from '../../../../i18n/zh/application/step2.json';
import { resetApiClientForTests } from '../../../../lib/api-client';
import { jsonResponse, useLanguage } from '../../../../test/render';
import { applicationState, renderStep } from '../../test/render-step';
import Step2Registry from './step-2-registry';

const config = {
  secretariatEmail: 's@example.test',
  enrolmentEmail: 'e@example.test',
  providers: { google: false, apple: false },
  outbox: false,
  testPages: true,
};

const COUNTRY_NAMES: Record<string, { it: string; en: string; zh: string; code: string | null }> = {
  Cina: { it: 'Cina', en: 'China', zh: '中国', code: 'CN' },
  Francia: { it: 'Francia', en: 'France', zh: '法国', code: 'FR' },
  Italia: { it: 'Italia', en: 'Italy', zh: '意大利', code: 'IT' },
  Apolide: { it: 'Apolide', en: 'Stateless', zh: '无国籍', code: null },
};
const countries = (locale: 'it' | 'en' | 'zh'): Country[] =>
  Object.entries(COUNTRY_NAMES).map(([value, names]) => ({ value, name: names[locale], code: names.code }));

const PROVINCES: Province[] = [
  { code: 'PR', name: 'Parma', region: 'Emilia-Romagna', value: 'PR - Parma', isForeign: false },
  {
    code: 'RE',
    name: 'Reggio Emilia',
    region: 'Emilia-Romagna',
    value: 'RE - Reggio Emilia',
    isForeign: false,
  },
  { code: 'EE', name: 'For Foreign Country', region: '', value: 'EE - For Foreign Country', isForeign: true },
];

/** A fake server with the reference lists (answered after `release()` when `hold` is set). */
function mockServer({ hold = false } = {}) {
  let release: () => void = () => {};
  const gate = hold ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      if (url === '/api/config') return jsonResponse(200, config);
      const countriesMatch = /^\/api\/reference\/countries\?locale=(it|en|zh)$/.exec(url);
      if (countriesMatch) {
        await gate;
        return jsonResponse(200, { items: countries(countriesMatch[1] as 'it' | 'en' | 'zh') });
      }
      if (url === '/api/reference/provinces') {
        await gate;
        return jsonResponse(200, { items: PROVINCES });
      }
      return jsonResponse(404, { code: 'request.notFound' });
    }),
  );
  return { urls, release: () => release() };
}

const REQUIRED = 'Campo obbligatorio.';
/** A field's label as shown: its text, then the asterisk of a required field. */
const label = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);
/** The input labelled `text` (a select's open list shares its label). */
const field = (text: string) =>
  screen.getAllByLabelText(label(text)).find((element) => element.tagName === 'INPUT') as HTMLInputElement;
const queryField = (text: string) =>
  screen.queryAllByLabelText(label(text)).find((e) => e.tagName === 'INPUT');
const type = (text: string, value: string) => fireEvent.change(field(text), { target: { value } });
const errorOf = (element: HTMLElement) => {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
};

/** Opens a Mantine select and clicks one of its options. */
async function choose(text: string, option: string) {
  fireEvent.click(field(text));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('Step 2, registry (specification 001, sections 3 and 5)', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    resetApiClientForTests();
    await useLanguage('it', ['application', 'errors']);
  });

  it('shows the picklists loading message, then the form', async () => {
    const server = mockServer({ hold: true });
    renderStep(Step2Registry, { state: applicationState(2) });
    expect(await screen.findByText('Caricamento in corso, attendere 5-10 secondi...')).toBeTruthy();
    expect(queryField('Data di nascita')).toBeUndefined();
    server.release();
    expect(await screen.findByLabelText(label('Data di nascita'))).toBeTruthy();
    expect(server.urls).toContain('/api/reference/countries?locale=it');
    expect(server.urls).toContain('/api/reference/provinces');
    const birthDate = field('Data di nascita');
    expect(birthDate.type).toBe('date');
    expect(birthDate.min).toBe('1900-01-01');
    expect(birthDate.max).toBe('2026-11-22');
    expect(birthDate.autocomplete).toBe('bday');
    expect(field('Codice fiscale').maxLength).toBe(16);
    expect(field('Città di nascita').maxLength).toBe(80);
    expect(field('Indirizzo').maxLength).toBe(75);
    expect(field('Indirizzo').autocomplete).toBe('street-address');
    expect(field('Città').maxLength).toBe(40);
    expect(field('CAP').maxLength).toBe(20);
    expect(field('CAP').autocomplete).toBe('postal-code');
  });

  it('Italian: no tax-code question, the tax code and both provinces asked; empty Next shows what is required', async () => {
    mockServer();
    const { next } = renderStep(Step2Registry, { state: applicationState(2) });
    await screen.findByLabelText(label('Data di nascita'));
    expect(screen.queryByRole('radiogroup', { name: /codice fiscale italiano/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Avanti' }));
    await waitFor(() => expect(field('Data di nascita').getAttribute('aria-invalid')).toBe('true'));
    for (const text of [
      'Data di nascita',
      'Codice fiscale',
      'Città di nascita',
      'Provincia di nascita',
      'Nazione di nascita',
      'Indirizzo',
      'Città',
      'Provincia',
      'Nazione',
      'Cittadinanza',
    ])
      expect(errorOf(field(text)), text).toContain(REQUIRED);
    // Optional: the second citizenship; the postal code outside Italy (no residence country yet).
    expect(errorOf(field('Seconda cittadinanza'))).toBe('');
    expect(errorOf(field('CAP'))).toBe('');
    expect(next).not.toHaveBeenCalled();
  });

  it('Italian: a valid form calls Next with exactly the Step2Body (tax code upper case)', async () => {
    mockServer();
    const { next } = renderStep(Step2Registry, { state: applicationState(2) });
    await screen.findByLabelText(label('Data di nascita'));
    type('Data di nascita', '2004-05-17');
    type('Codice fiscale', 'rssmra04e17g337x');
    expect(field('Codice fiscale').value).toBe('RSSMRA04E17G337X');
    type('Città di nascita', 'Parma');
    await choose('Provincia di nascita', 'PR - Parma');
    await choose('Nazione di nascita', 'Italia');
    type('Indirizzo', "Via dell'Università 12/A");
    type('Città', "Reggio nell'Emilia");
    await choose('Nazione', 'Italia');
    // "postal code ... required when the residence country is Italy" (R-postcode).
    fireEvent.click(screen.getByRole('button', { name: 'Avanti' }));
    await waitFor(() => expect(errorOf(field('CAP'))).toContain(REQUIRED));
    type('CAP', '42121');
    await choose('Provincia', 'RE - Reggio Emilia');
    await choose('Cittadinanza', 'Italia');
    fireEvent.click(screen.getByRole('button', { name: 'Avanti' }));
    await waitFor(() => expect(next).toHaveBeenCalledTimes(1));
    const body: Step2Body = {
      birthDate: '2004-05-17',
      hasItalianTaxCode: '',
      taxCode: 'RSSMRA04E17G337X',
      birthCity: 'Parma',
      birthProvince: 'PR - Parma',
      birthCountry: 'Italia',
      street: "Via dell'Università 12/A",
      residenceCity: "Reggio nell'Emilia",
      postalCode: '42121',
      residenceProvince: 'RE - Reggio Emilia',
      residenceCountry: 'Italia',
      citizenship: 'Italia',
      secondCitizenship: '',
    };
    expect(next).toHaveBeenCalledWith(body);
  });

  it('Italian: an applicant born abroad picks "abroad" as birth province, saved as "EE - For Foreign Country"', async () => {
    mockServer();
    const saved: Step2Body = {
      birthDate: '2003-11-02',
      taxCode: 'WNGLIX03S42Z210P',
      birthCity: 'Lione',
      birthProvince: '',
      birthCountry: 'Francia',
      street: 'Via Po 1',
      residenceCity: 'Parma',
      postalCode: '43121',
      residenceProvince: 'PR - Parma',
      residenceCountry: 'Italia',
      citizenship: 'Francia',
      secondCitizenship: 'Italia',
    };
    const { next } = renderStep(Step2Registry, {
      state: applicationState(2, { form: { registry: saved } as never }),
    });
    await screen.findByLabelText(label('Data di nascita'));
    expect(field('Città di nascita').value).toBe('Lione');
    expect(field('Nazione di nascita').value).toBe('Francia');
    await choose('Provincia di nascita', 'EE - Estero');
    fireEvent.click(screen.getByRole('button', { name: 'Avanti' }));
    await waitFor(() => expect(next).toHaveBeenCalledTimes(1));
    expect(next).toHaveBeenCalledWith({
      ...saved,
      hasItalianTaxCode: '',
      birthProvince: 'EE - For Foreign Country',
    });
  });

  it('refuses a birth date after today', async () => {
    mockServer();
    const { next } = renderStep(Step2Registry, { state: applicationState(2) });
    await screen.findByLabelText(label('Data di nascita'));
    type('Data di nascita', '2026-11-23');
    fireEvent.click(screen.getByRole('button', { name: 'Avanti' }));
    await waitFor(() =>
      expect(errorOf(field('Data di nascita'))).toContain('La data non può essere nel futuro.'),
    );
    expect(next).not.toHaveBeenCalled();
  });

  it('blocks paste in text inputs', async () => {
    mockServer();
    renderStep(Step2Registry, { state: applicationState(2) });
    await screen.findByLabelText(label('Data di nascita'));
    for (const text of ['Codice fiscale', 'Città di nascita', 'Indirizzo', 'Città', 'CAP'])
      expect(fireEvent.paste(field(text)), text).toBe(false);
  });

  it('English: the tax-code question, the tax code only when answered Yes, no provinces (EE sent)', async () => {
    await useLanguage('en', ['application', 'errors']);
    const server = mockServer();
    const { next } = renderStep(Step2Registry, { state: applicationState(2), locale: 'en' });
    await screen.findByLabelText(label('Date of birth'));
    expect(server.urls).not.toContain('/api/reference/provinces');
    expect(queryField('Province of birth')).toBeUndefined();
    expect(queryField('Province')).toBeUndefined();
    const question = screen.getByRole('radiogroup', { name: /Italian tax code/ });
    expect(queryField('Italian tax code')).toBeUndefined();
    fireEvent.click(within(question).getByRole('radio', { name: 'Yes' }));
    expect(field('Italian tax code')).toBeTruthy();
    type('Italian tax code', 'WNGLIX03S42Z210P');
    fireEvent.click(within(question).getByRole('radio', { name: 'No' }));
    expect(queryField('Italian tax code')).toBeUndefined();

    type('Date of birth', '2003-11-02');
    type('City of birth', 'Chengdu');
    await choose('Country of birth', 'China');
    type('Address', '88 Jianguo Road');
    type('City', 'Beijing');
    await choose('Country', 'China');
    await choose('Citizenship', 'China');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(next).toHaveBeenCalledTimes(1));
    const body: Step2Body = {
      birthDate: '2003-11-02',
      hasItalianTaxCode: 'No',
      taxCode: '',
      birthCity: 'Chengdu',
      birthProvince: 'EE - For Foreign Country',
      birthCountry: 'Cina',
      street: '88 Jianguo Road',
      residenceCity: 'Beijing',
      postalCode: '',
      residenceProvince: 'EE - For Foreign Country',
      residenceCountry: 'Cina',
      citizenship: 'Cina',
      secondCitizenship: '',
    };
    expect(next).toHaveBeenCalledWith(body);
  });

  it('English: the tax-code answer is required', async () => {
    await useLanguage('en', ['application', 'errors']);
    mockServer();
    const { next } = renderStep(Step2Registry, { state: applicationState(2), locale: 'en' });
    await screen.findByLabelText(label('Date of birth'));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(errorOf(screen.getByRole('radiogroup', { name: /Italian tax code/ }))).toContain(
        'Required field.',
      ),
    );
    expect(next).not.toHaveBeenCalled();
  });

  it('Chinese follows the English rules: the question is asked, no provinces', async () => {
    await useLanguage('zh', ['application', 'errors']);
    mockServer();
    renderStep(Step2Registry, { state: applicationState(2), locale: 'zh' });
    expect(await screen.findByLabelText(label('出生日期'))).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: /意大利税号/ })).toBeTruthy();
    expect(queryField('出生省份')).toBeUndefined();
    expect(queryField('意大利税号')).toBeUndefined();
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

describe('step2 catalogues', () => {
  it('it, en and zh have one top-level key "step2", the same keys, no empty texts, the same placeholders', () => {
    const catalogues = { it: it_, en, zh };
    for (const catalogue of Object.values(catalogues)) expect(Object.keys(catalogue)).toEqual(['step2']);
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
