import '../../../../test/setup';
import type { ApplicationState } from '@school/domain/application/contracts/get-state';
import { type Step3Body, Step3BodySchema } from '@school/domain/application/contracts/step-3';
import {
  ENGLISH_LEVEL_VALUES,
  FIELD_OF_STUDY_VALUES,
  HOW_HEARD_VALUES,
  localePicklist,
  QUALIFICATION_VALUES,
} from '@school/domain/application/picklists';
import { sameName, sameProvince } from '@school/domain/application/places';
import { filterSchools, type School } from '@school/domain/application/schools';
import type { Country } from '@school/domain/reference/contracts/list-countries';
import type { Municipality } from '@school/domain/reference/contracts/list-municipalities';
import type { Province } from '@school/domain/reference/contracts/list-provinces';
import type { ApplicationLocale } from '@school/domain/shared/locale';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiClientForTests } from '../../../../lib/api-client';
import { jsonResponse, useLanguage as prepareLanguage } from '../../../../test/render';
import { applicationState, renderStep } from '../../test/render-step';
import Step3 from './step-3-studies';

// ---------------------------------------------------------------------------------------------
// A small fake of the reference API (shapes of packages/domain/src/reference/contracts)

const COUNTRIES: Record<ApplicationLocale, Country[]> = {
  it: [
    { value: 'Francia', name: 'Francia', code: 'FR' },
    { value: 'Italia', name: 'Italia', code: 'IT' },
  ],
  en: [
    { value: 'Francia', name: 'France', code: 'FR' },
    { value: 'Italia', name: 'Italy', code: 'IT' },
  ],
  zh: [
    { value: 'Francia', name: '法国', code: 'FR' },
    { value: 'Italia', name: '意大利', code: 'IT' },
  ],
};
const REGIONS = ['Emilia-Romagna', 'Lombardia'];
const PROVINCES: Province[] = [
  { code: 'PR', name: 'Parma', region: 'Emilia-Romagna', value: 'PR - Parma', isForeign: false },
  { code: 'BO', name: 'Bologna', region: 'Emilia-Romagna', value: 'BO - Bologna', isForeign: false },
  { code: 'MI', name: 'Milano', region: 'Lombardia', value: 'MI - Milano', isForeign: false },
  { code: 'EE', name: 'For Foreign Country', region: '', value: 'EE - For Foreign Country', isForeign: true },
];
const MUNICIPALITIES: Municipality[] = [
  { name: 'Colorno', province: 'PR', region: 'Emilia-Romagna' },
  { name: 'Salsomaggiore Terme', province: 'PR', region: 'Emilia-Romagna' },
  { name: 'Bologna', province: 'BO', region: 'Emilia-Romagna' },
  { name: 'Milano', province: 'MI', region: 'Lombardia' },
];
/** The registry writes places in capitals: the filter ignores case. */
const SCHOOLS: School[] = [
  {
    code: 'PRRH010004',
    name: 'IPSSEOA "MAGNAGHI - SOLARI"',
    city: 'SALSOMAGGIORE TERME',
    province: 'PR - Parma',
    region: 'EMILIA ROMAGNA',
    type: 'IST PROF PER I SERVIZI ALBERGHIERI E RISTORAZIONE',
  },
  {
    code: 'PRRH02000X',
    name: 'IPSSAR "PRIMO LEVI"',
    city: 'COLORNO',
    province: 'PR - Parma',
    region: 'EMILIA ROMAGNA',
    type: 'IST PROF PER I SERVIZI ALBERGHIERI E RISTORAZIONE',
  },
  {
    code: 'MIRH01000T',
    name: 'IPSEOA "CARLO PORTA"',
    city: 'MILANO',
    province: 'MI - Milano',
    region: 'LOMBARDIA',
    type: 'IST PROF PER I SERVIZI ALBERGHIERI E RISTORAZIONE',
  },
];

const config = {
  secretariatEmail: 's@example.test',
  enrolmentEmail: 'e@example.test',
  providers: { google: false, apple: false },
  outbox: false,
  testPages: true,
};

/** Stubs fetch with the reference lists; returns the URLs asked. */
function stubServer(): string[] {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      const param = (name: string) => url.searchParams.get(name) ?? '';
      asked.push(`${url.pathname}${url.search}`);
      const locale = (param('locale') || 'it') as ApplicationLocale;
      switch (url.pathname) {
        case '/api/config':
          return jsonResponse(200, config);
        case '/api/reference/picklists':
          return jsonResponse(200, {
            qualification: localePicklist(QUALIFICATION_VALUES, locale),
            fieldOfStudy: localePicklist(FIELD_OF_STUDY_VALUES, locale),
            howHeard: localePicklist(HOW_HEARD_VALUES, locale),
            englishLevel: localePicklist(ENGLISH_LEVEL_VALUES, locale),
          });
        case '/api/reference/countries':
          return jsonResponse(200, { items: COUNTRIES[locale] });
        case '/api/reference/regions':
          return jsonResponse(200, { items: REGIONS.map((name) => ({ name })) });
        case '/api/reference/provinces': {
          const region = param('region');
          const items = PROVINCES.filter((p) => (region ? sameName(p.region, region) : true));
          return jsonResponse(200, { items });
        }
        case '/api/reference/municipalities': {
          const items = MUNICIPALITIES.filter((m) => sameProvince(m.province, param('province')));
          return jsonResponse(200, { items, total: items.length });
        }
        case '/api/reference/schools':
          return jsonResponse(200, {
            items: filterSchools(SCHOOLS, {
              region: param('region'),
              province: param('province'),
              city: param('city'),
            }),
          });
        default:
          return jsonResponse(404, { code: 'notFound', message: 'not found' });
      }
    }),
  );
  return asked;
}

// ---------------------------------------------------------------------------------------------
// Helpers

/** A label's text, with or without the " *" Mantine adds to required fields. */
function labelled(label: string): RegExp {
  return new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);
}

/** The input labelled `label`. */
function field(label: string): HTMLInputElement {
  return screen.getByLabelText(labelled(label), { selector: 'input' }) as HTMLInputElement;
}
function queryField(label: string): HTMLInputElement | null {
  return screen.queryByLabelText(labelled(label), { selector: 'input' }) as HTMLInputElement | null;
}

/** Opens the select labelled `label` and clicks `option`. */
async function choose(label: string, option: string) {
  const input = field(label);
  fireEvent.click(input);
  fireEvent.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect(field(label).value).toBe(option));
}

/** The texts of the options of an open list. */
function optionTexts(listbox: HTMLElement): (string | null)[] {
  return within(listbox)
    .getAllByRole('option')
    .map((o) => o.textContent);
}

function type(label: string, value: string) {
  fireEvent.change(field(label), { target: { value } });
}

async function renderStep3(locale: ApplicationLocale, state: ApplicationState = applicationState(3)) {
  await prepareLanguage(locale, ['application', 'errors']);
  const asked = stubServer();
  const next = vi.fn(async (_body: Record<string, unknown>) => {});
  const view = renderStep(Step3, { state, locale, next });
  await screen.findByLabelText(labelled(QUALIFICATION_LABEL[locale]), { selector: 'input' });
  return { ...view, next, asked };
}

const QUALIFICATION_LABEL: Record<ApplicationLocale, string> = {
  it: 'Titolo di studio',
  en: 'Qualification',
  zh: '最高学历',
};

const EMPTY_BODY: Step3Body = {
  qualification: '',
  otherQualification: '',
  fieldOfStudy: '',
  graduationYear: '',
  instituteCountry: '',
  instituteRegion: '',
  instituteProvince: '',
  instituteCity: '',
  instituteCode: '',
  instituteNotListed: false,
  instituteName: '',
  attendedOtherSchool: '',
  otherSchoolName: '',
  howKnown: '',
  howKnownOther: '',
  englishLevel: '',
  englishCertificate: null,
};

/** Italian hotel-school student: region, province, city, then the school of that city. */
async function fillItalianHotelSchool() {
  await choose('Titolo di studio', 'Istituto Alberghiero');
  type('Anno di conseguimento', '2024');
  await choose("Nazione dell'istituto", 'Italia');
  await choose("Regione dell'istituto", 'Emilia-Romagna');
  await choose("Provincia dell'istituto", 'PR - Parma');
  await choose("Città dell'istituto", 'Salsomaggiore Terme');
  await choose('Istituto alberghiero', 'IPSSEOA "MAGNAGHI - SOLARI" (SALSOMAGGIORE TERME)');
  fireEvent.click(screen.getByRole('radio', { name: 'No' }));
}

// ---------------------------------------------------------------------------------------------

describe('Step 3, studies (specification 001, section 5)', { timeout: 30_000 }, () => {
  beforeEach(() => resetApiClientForTests());

  it('shows the loading message while the picklists load', async () => {
    await prepareLanguage('it', ['application', 'errors']);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) =>
        input === '/api/config' ? jsonResponse(200, config) : new Promise(() => {}),
      ),
    );
    renderStep(Step3, { state: applicationState(3), locale: 'it' });
    expect(await screen.findByText('Caricamento in corso, attendere 5-10 secondi...')).toBeTruthy();
  });

  it('"qualification required": an empty Next shows the required messages and does not save', async () => {
    const { next } = await renderStep3('it');
    fireEvent.click(screen.getByRole('button', { name: 'Avanti' }));
    // Qualification, year and institute country (shown unless "no diploma") and the Si/No question.
    await waitFor(() => expect(screen.getAllByText('Campo obbligatorio.')).toHaveLength(4));
    expect(next).not.toHaveBeenCalled();
    // The optional "how known" has no message.
    expect(field('Come hai conosciuto la scuola?').getAttribute('aria-invalid')).not.toBe('true');
    expect(field('Titolo di studio').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows field of study for a diploma, free text for "Altro", and no year or institute without a diploma', async () => {
    await renderStep3('it');
    expect(queryField('Indirizzo di studio')).toBeNull();
    expect(queryField('Specifica il titolo di studio')).toBeNull();
    expect(queryField('Anno di conseguimento')).not.toBeNull();
    expect(queryField("Nazione dell'istituto")).not.toBeNull();

    await choose('Titolo di studio', 'Diploma di Scuola Superiore');
    expect(queryField('Indirizzo di studio')).not.toBeNull();

    await choose('Titolo di studio', 'Altro (specificare)');
    expect(queryField('Indirizzo di studio')).toBeNull();
    expect(queryField('Specifica il titolo di studio')).not.toBeNull();

    await choose('Titolo di studio', 'Nessun Diploma');
    expect(queryField('Anno di conseguimento')).toBeNull();
    expect(queryField("Nazione dell'istituto")).toBeNull();
    expect(queryField('Specifica il titolo di studio')).toBeNull();
    // Italian form: no English text, no English level.
    expect(queryField('Livello di inglese')).toBeNull();
    expect(screen.queryByText(/English/)).toBeNull();
  });

  it('"field of study shown only for Diploma di Scuola Superiore" is a list; its "Altro (specificare)" asks for the free text', async () => {
    const { next } = await renderStep3('it');
    await choose('Titolo di studio', 'Diploma di Scuola Superiore');
    fireEvent.click(field('Indirizzo di studio'));
    const listbox = await screen.findByRole('listbox');
    expect(optionTexts(listbox)).toEqual([
      'Alberghiero (enogastronomia e ospitalità)',
      'Liceo',
      'Istituto tecnico',
      'Istituto professionale',
      'Altro (specificare)',
    ]);
    fireEvent.click(within(listbox).getByRole('option', { name: 'Altro (specificare)' }));
    await waitFor(() => expect(field('Indirizzo di studio').value).toBe('Altro (specificare)'));
    // The free text of "Altro", named after the field of study, not the qualification.
    expect(queryField('Specifica il titolo di studio')).toBeNull();
    type('Anno di conseguimento', '2023');
    await choose("Nazione dell'istituto", 'Francia');
    type("Città dell'istituto", 'Lyon');
    type("Nome dell'istituto", 'Lycée Rabelais');
    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    fireEvent.click(screen.getByRole('button', { name: 'Avanti' }));
    expect(await screen.findByText('Campo obbligatorio.')).toBeTruthy();
    expect(next).not.toHaveBeenCalled();
    type("Specifica l'indirizzo di studio", 'Ragioneria');
    fireEvent.click(screen.getByRole('button', { name: 'Avanti' }));
    await waitFor(() => expect(next).toHaveBeenCalledTimes(1));
    expect(next.mock.calls[0]?.[0]).toMatchObject({
      qualification: 'IT_Diploma di Scuola Superiore',
      fieldOfStudy: 'IT_Altro (specificare)',
      otherQualification: 'Ragioneria',
    });
  });

  it('the year keeps digits only, 4 at most, and says when it is out of 1900-2100', async () => {
    await renderStep3('it');
    const year = field('Anno di conseguimento');
    expect(year.getAttribute('inputmode')).toBe('numeric');
    expect(year.maxLength).toBe(4);
    type('Anno di conseguimento', '20a4');
    expect(year.value).toBe('204');
    type('Anno di conseguimento', '1899');
    fireEvent.click(screen.getByRole('button', { name: 'Avanti' }));
    expect(await screen.findByText('Anno non valido: 4 cifre tra 1900 e 2100.')).toBeTruthy();
  });

  it('in Italy: region, province and city picks, and the schools of the chosen city for a hotel-school student', async () => {
    const { asked } = await renderStep3('it');
    await choose('Titolo di studio', 'Istituto Alberghiero');
    await choose("Nazione dell'istituto", 'Italia');
    expect(queryField("Nome dell'istituto")).toBeNull();
    expect(field("Provincia dell'istituto").disabled).toBe(true);
    expect(field('Istituto alberghiero').disabled).toBe(true);

    await choose("Regione dell'istituto", 'Emilia-Romagna');
    await choose("Provincia dell'istituto", 'PR - Parma');
    await choose("Città dell'istituto", 'Colorno');
    fireEvent.click(field('Istituto alberghiero'));
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(optionTexts(listbox)).toEqual(['IPSSAR "PRIMO LEVI" (COLORNO)']));
    expect(asked).toContain(
      `/api/reference/schools?${new URLSearchParams({ region: 'Emilia-Romagna', province: 'PR - Parma', city: 'Colorno' })}`,
    );
    fireEvent.click(within(listbox).getByRole('option', { name: 'IPSSAR "PRIMO LEVI" (COLORNO)' }));
    await waitFor(() => expect(field('Istituto alberghiero').value).toBe('IPSSAR "PRIMO LEVI" (COLORNO)'));

    // Another city: the school of the previous one is cleared.
    await choose("Città dell'istituto", 'Salsomaggiore Terme');
    expect(field('Istituto alberghiero').value).toBe('');

    // A new region clears province and city.
    await choose("Regione dell'istituto", 'Lombardia');
    expect(field("Provincia dell'istituto").value).toBe('');
    expect(field("Città dell'istituto").value).toBe('');

    // Not a hotel-school student: the institute's name is typed.
    await choose('Titolo di studio', 'Laurea Triennale');
    expect(queryField('Istituto alberghiero')).toBeNull();
    expect(queryField("Nome dell'istituto")).not.toBeNull();
    expect(queryField("Regione dell'istituto")).not.toBeNull();

    // Abroad: city and name as text, no Italian picks.
    await choose("Nazione dell'istituto", 'Francia');
    expect(queryField("Regione dell'istituto")).toBeNull();
    expect(queryField("Provincia dell'istituto")).toBeNull();
    expect(field("Città dell'istituto").getAttribute('aria-haspopup')).toBeNull();
    expect(field("Città dell'istituto").value).toBe('');
    expect(queryField("Nome dell'istituto")).not.toBeNull();
  });

  it("changing the qualification keeps the institute's country, region, province and city", async () => {
    const { next } = await renderStep3('it');
    await choose("Nazione dell'istituto", 'Italia');
    await choose("Regione dell'istituto", 'Emilia-Romagna');
    await choose("Provincia dell'istituto", 'PR - Parma');
    await choose("Città dell'istituto", 'Colorno');
    const place = () =>
      [
        "Nazione dell'istituto",
        "Regione dell'istituto",
        "Provincia dell'istituto",
        "Città dell'istituto",
      ].map((label) => field(label).value);
    for (const qualification of ['Istituto Alberghiero', 'Nessun Diploma', 'Laurea Triennale']) {
      await choose('Titolo di studio', qualification);
      if (qualification !== 'Nessun Diploma')
        expect(place(), qualification).toEqual(['Italia', 'Emilia-Romagna', 'PR - Parma', 'Colorno']);
    }
    type('Anno di conseguimento', '2020');
    type("Nome dell'istituto", 'Università di Parma');
    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    fireEvent.click(screen.getByRole('button', { name: 'Avanti' }));
    await waitFor(() => expect(next).toHaveBeenCalledTimes(1));
    expect(next.mock.calls[0]?.[0]).toMatchObject({
      qualification: 'IT_Laurea Triennale',
      instituteCountry: 'Italia',
      instituteRegion: 'Emilia-Romagna',
      instituteProvince: 'PR - Parma',
      instituteCity: 'Colorno',
    });
  });

  it('a valid Italian fill calls Next with exactly the step 3 body', async () => {
    const { next } = await renderStep3('it');
    // Typed, then hidden by later choices: must not be posted.
    await choose('Titolo di studio', 'Diploma di Scuola Superiore');
    await choose('Indirizzo di studio', 'Liceo');
    await choose("Nazione dell'istituto", 'Francia');
    type("Nome dell'istituto", 'Lycée hôtelier');
    await fillItalianHotelSchool();
    await choose('Come hai conosciuto la scuola?', 'Altro');
    type('Specifica come', 'Un amico');
    fireEvent.click(screen.getByRole('button', { name: 'Avanti' }));
    await waitFor(() => expect(next).toHaveBeenCalledTimes(1));
    const body = next.mock.calls[0]?.[0];
    expect(body).toEqual({
      ...EMPTY_BODY,
      qualification: 'IT_Istituto Alberghiero',
      graduationYear: '2024',
      instituteCountry: 'Italia',
      instituteRegion: 'Emilia-Romagna',
      instituteProvince: 'PR - Parma',
      instituteCity: 'Salsomaggiore Terme',
      instituteCode: 'PRRH010004',
      attendedOtherSchool: 'No',
      howKnown: 'IT_Altro',
      howKnownOther: 'Un amico',
    });
    expect(Step3BodySchema.safeParse(body).success).toBe(true);
  });

  it('"my school is not listed" lets a hotel-school student type the name', async () => {
    const { next } = await renderStep3('it');
    await fillItalianHotelSchool();
    fireEvent.click(screen.getByRole('checkbox', { name: "Il mio istituto non è nell'elenco" }));
    expect(queryField('Istituto alberghiero')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Avanti' }));
    expect(await screen.findByText('Campo obbligatorio.')).toBeTruthy();
    expect(next).not.toHaveBeenCalled();
    type("Nome dell'istituto", 'Istituto Nuovo');
    fireEvent.click(screen.getByRole('radio', { name: 'Sì' }));
    type('Quale scuola di cucina?', 'Scuola di Cucina di Parma');
    fireEvent.click(screen.getByRole('button', { name: 'Avanti' }));
    await waitFor(() => expect(next).toHaveBeenCalledTimes(1));
    expect(next.mock.calls[0]?.[0]).toMatchObject({
      instituteCode: '',
      instituteNotListed: true,
      instituteName: 'Istituto Nuovo',
      attendedOtherSchool: 'Si',
      otherSchoolName: 'Scuola di Cucina di Parma',
    });
  });

  it('English form: English level asked, the certificate only below native; a foreign institute is typed', async () => {
    const { next } = await renderStep3('en');
    expect(screen.getByRole('heading', { name: 'English' })).toBeTruthy();
    expect(queryField('English language certificate')).not.toBeNull();
    await choose('English level', 'Native speaker');
    expect(queryField('English language certificate')).toBeNull();
    await choose('English level', 'B1/B2');
    expect(queryField('English language certificate')).not.toBeNull();

    await choose('Qualification', 'High-school diploma');
    await choose('Field of study', 'Hospitality and catering');
    type('Year obtained', '2022');
    await choose('Country of the institute', 'France');
    type('City of the institute', 'Lyon');
    type('Name of the institute', 'Lycée hôtelier François Rabelais');
    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(next).toHaveBeenCalledTimes(1));
    expect(next.mock.calls[0]?.[0]).toEqual({
      ...EMPTY_BODY,
      qualification: 'EN_Diploma di Scuola Superiore',
      fieldOfStudy: 'EN_Alberghiero',
      graduationYear: '2022',
      instituteCountry: 'Francia',
      instituteCity: 'Lyon',
      instituteName: 'Lycée hôtelier François Rabelais',
      attendedOtherSchool: 'No',
      englishLevel: 'EN_B1/B2',
    });
  });

  it('English level is required in Chinese too (R-zh)', async () => {
    const { next } = await renderStep3('zh');
    expect(queryField('英语水平')).not.toBeNull();
    await choose('最高学历', '无文凭');
    fireEvent.click(screen.getByRole('radio', { name: '否' }));
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('必填字段。')).toBeTruthy();
    expect(next).not.toHaveBeenCalled();
    await choose('英语水平', '母语');
    expect(queryField('英语语言证书')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(next).toHaveBeenCalledTimes(1));
    expect(next.mock.calls[0]?.[0]).toEqual({
      ...EMPTY_BODY,
      qualification: 'EN_Nessun Diploma',
      attendedOtherSchool: 'No',
      englishLevel: 'EN_Madrelingua',
    });
  });

  it('prefills the saved values (in the locale shown) and the uploaded certificate', async () => {
    const saved: Step3Body = {
      ...EMPTY_BODY,
      qualification: 'IT_Diploma di Scuola Superiore',
      fieldOfStudy: 'IT_Tecnico',
      graduationYear: '2021',
      instituteCountry: 'Francia',
      instituteCity: 'Lyon',
      instituteName: 'Lycée Rabelais',
      attendedOtherSchool: 'No',
      howKnown: 'IT_Fiera',
      englishLevel: 'EN_C1/C2',
    };
    const state = applicationState(3, {
      form: {
        personalData: {},
        registry: {},
        studies: saved,
        documents: {},
        identityDocument: {},
      } as unknown as ApplicationState['form'],
      files: [
        {
          kind: 'englishCertificate',
          fileName: 'ielts.pdf',
          size: 120_000,
          uploadedAt: '2026-11-20T10:00:00.000Z',
          status: 'In attesa di validazione',
        },
      ],
    });
    const { next } = await renderStep3('en', state);
    await waitFor(() => expect(field('Qualification').value).toBe('High-school diploma'));
    expect(field('Field of study').value).toBe('Technical school');
    expect(field('How did you hear about the school?').value).toBe('A fair');
    expect(screen.getByText(/ielts\.pdf/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(next).toHaveBeenCalledTimes(1));
    expect(next.mock.calls[0]?.[0]).toEqual({
      ...saved,
      qualification: 'EN_Diploma di Scuola Superiore',
      fieldOfStudy: 'EN_Tecnico',
      howKnown: 'EN_Fiera',
      englishCertificate: { name: 'ielts.pdf', size: 120_000 },
    });
  });
});
