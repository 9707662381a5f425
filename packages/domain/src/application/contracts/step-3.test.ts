import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { UPLOAD_MAX_BYTES } from '../../shared/limits.ts';
import type { ApplicationLocale } from '../../shared/locale.ts';
import { titled } from '../../testing/titled.ts';
import type { School } from '../schools.ts';
import { type Step3Body, savedInstituteNotListed, step3Schema, step3Visibility } from './step-3.ts';

function issuesOf(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  return (result.error?.issues ?? []).map(
    (i) => `${i.path.join('.')}: ${/^[a-z]+\.[a-zA-Z]+$/.test(i.message) ? i.message : `zod:${i.code}`}`,
  );
}

const SCHOOLS: School[] = [
  {
    code: 'PRRH010004',
    name: 'IPSSEOA "MAGNAGHI - SOLARI"',
    city: 'SALSOMAGGIORE TERME',
    province: 'PARMA',
    region: 'EMILIA ROMAGNA',
    type: 'IST PROF PER I SERVIZI ALBERGHIERI E RISTORAZIONE',
  },
  {
    code: 'MIRH01000T',
    name: 'IPSEOA "CARLO PORTA"',
    city: 'MILANO',
    province: 'MILANO',
    region: 'LOMBARDIA',
    type: 'IST PROF PER I SERVIZI ALBERGHIERI E RISTORAZIONE',
  },
];

/** An Italian hotel-school student picking the institute. */
const HOTEL_SCHOOL: Step3Body = {
  qualification: 'IT_Istituto Alberghiero',
  graduationYear: '2024',
  instituteCountry: 'Italia',
  instituteRegion: 'Emilia-Romagna',
  instituteProvince: 'PR - Parma',
  instituteCity: 'Salsomaggiore Terme',
  instituteCode: 'PRRH010004',
  attendedOtherSchool: 'No',
};
/** A foreign applicant with a high-school diploma. */
const ABROAD: Step3Body = {
  qualification: 'EN_Diploma di Scuola Superiore',
  fieldOfStudy: 'EN_Alberghiero',
  graduationYear: '2022',
  instituteCountry: 'Cina',
  instituteCity: 'Chengdu',
  instituteName: 'Sichuan Tourism School',
  attendedOtherSchool: 'Si',
  otherSchoolName: 'New Oriental Culinary School',
  howKnown: "EN_Consulente per lo studio all'estero",
  englishLevel: 'EN_B1/B2',
};

const it_ = { locale: 'it' as const, schools: SCHOOLS };
const en = { locale: 'en' as const, schools: SCHOOLS };

describe('step 3 — studies', () => {
  it('"institute pick list for Italian hotel-school (IT_Istituto Alberghiero) with matching schools": the school\'s code and name are saved', () => {
    expect(step3Schema(it_).parse(HOTEL_SCHOOL)).toEqual({
      qualification: 'IT_Istituto Alberghiero',
      otherQualification: '',
      fieldOfStudy: '',
      graduationYear: '2024',
      instituteCountry: 'Italia',
      instituteRegion: 'Emilia-Romagna',
      instituteProvince: 'PR - Parma',
      instituteCity: 'Salsomaggiore Terme',
      instituteCode: 'PRRH010004',
      instituteName: 'IPSSEOA "MAGNAGHI - SOLARI"',
      attendedOtherSchool: 'No',
      otherSchoolName: '',
      howKnown: '',
      howKnownOther: '',
      englishLevel: '',
      englishCertificate: null,
    });
  });

  it('"outside Italy city text and institute name text"; English level asked outside Italian', () => {
    const values = step3Schema(en).parse(ABROAD);
    expect(values).toMatchObject({
      fieldOfStudy: 'EN_Alberghiero',
      instituteRegion: '',
      instituteProvince: '',
      instituteCity: 'Chengdu',
      instituteCode: '',
      instituteName: 'Sichuan Tourism School',
      otherSchoolName: 'New Oriental Culinary School',
      englishLevel: 'EN_B1/B2',
      englishCertificate: null,
    });
  });

  it.each(
    titled<{ case: string; locale?: ApplicationLocale; input: Step3Body; issues: string[] }>('$case', [
      // Without the hotel-school qualification the form shows the free-text name, so it is asked too.
      {
        case: '"qualification required"',
        input: { ...HOTEL_SCHOOL, qualification: '' },
        issues: ['qualification: application.required', 'instituteName: application.required'],
      },
      {
        case: 'a qualification that is no option',
        input: { ...HOTEL_SCHOOL, qualification: 'Dottorato', instituteName: 'IPSSEOA' },
        issues: ['qualification: application.invalidOption'],
      },
      {
        case: '"field of study shown only for Diploma di Scuola Superiore": required there',
        locale: 'en',
        input: { ...ABROAD, fieldOfStudy: ' ' },
        issues: ['fieldOfStudy: application.required'],
      },
      {
        case: "the field of study is one of the list's options, not free text",
        locale: 'en',
        input: { ...ABROAD, fieldOfStudy: 'Hospitality' },
        issues: ['fieldOfStudy: application.invalidOption'],
      },
      {
        case: 'R-field-of-study: the field of study "Altro (specificare)" shows the free text: required',
        locale: 'en',
        input: { ...ABROAD, fieldOfStudy: 'EN_Altro (specificare)' },
        issues: ['otherQualification: application.required'],
      },
      {
        case: 'R-field-of-study: a field of study of the Italian list is accepted in English too',
        locale: 'en',
        input: { ...ABROAD, fieldOfStudy: 'IT_Altro (specificare)', otherQualification: 'Ragioneria' },
        issues: [],
      },
      {
        case: 'field of study hidden for another qualification: ignored',
        input: { ...HOTEL_SCHOOL, fieldOfStudy: 'stale' },
        issues: [],
      },
      {
        case: '""Altro (specificare)" shows free text": required',
        locale: 'en',
        input: { ...ABROAD, qualification: 'EN_Altro (specificare)' },
        issues: ['otherQualification: application.required'],
      },
      {
        case: '"graduation year ... 4 chars, 1900 to 2100"',
        input: { ...HOTEL_SCHOOL, graduationYear: '24' },
        issues: ['graduationYear: application.invalidYear'],
      },
      {
        case: '"graduation year shown unless no diploma"; "institute country shown unless no diploma"',
        input: {
          qualification: 'IT_Nessun Diploma',
          graduationYear: 'x',
          instituteCountry: 'x',
          attendedOtherSchool: 'No',
        },
        issues: [],
      },
      {
        case: 'institute country required',
        input: { ...HOTEL_SCHOOL, instituteCountry: '' },
        issues: ['instituteCountry: application.required'],
      },
      {
        case: '"in Italy region, province and city picks": required',
        input: { ...HOTEL_SCHOOL, instituteRegion: '', instituteProvince: '', instituteCity: '' },
        issues: [
          'instituteRegion: application.required',
          'instituteProvince: application.required',
          'instituteCity: application.required',
        ],
      },
      {
        case: '"with matching schools": a school of another city is refused',
        input: { ...HOTEL_SCHOOL, instituteCode: 'MIRH01000T' },
        issues: ['instituteCode: application.invalidOption'],
      },
      {
        case: 'the school pick is required',
        input: { ...HOTEL_SCHOOL, instituteCode: '' },
        issues: ['instituteCode: application.required'],
      },
      {
        case: '"otherwise free-text name": another qualification in Italy types the name',
        input: {
          ...HOTEL_SCHOOL,
          qualification: 'IT_Laurea Triennale',
          instituteCode: '',
          instituteName: '',
        },
        issues: ['instituteName: application.required'],
      },
      {
        case: 'R-hotel-school: a school missing from the registry can be typed',
        input: {
          ...HOTEL_SCHOOL,
          instituteCode: '',
          instituteNotListed: true,
          instituteName: 'Istituto Nuovo',
        },
        issues: [],
      },
      {
        case: 'outside Italy: city and name required',
        locale: 'en',
        input: { ...ABROAD, instituteCity: '', instituteName: '' },
        issues: ['instituteCity: application.required', 'instituteName: application.required'],
      },
      {
        case: '"attended other cooking schools Si/No"',
        input: { ...HOTEL_SCHOOL, attendedOtherSchool: undefined },
        issues: ['attendedOtherSchool: application.required'],
      },
      {
        case: '"Si shows school name": required',
        input: { ...HOTEL_SCHOOL, attendedOtherSchool: 'Si' },
        issues: ['otherSchoolName: application.required'],
      },
      { case: '"how known optional"', input: { ...HOTEL_SCHOOL, howKnown: '' }, issues: [] },
      {
        case: 'how known: one of the options',
        input: { ...HOTEL_SCHOOL, howKnown: 'Passaparola' },
        issues: ['howKnown: application.invalidOption'],
      },
      {
        case: '"Altro shows free text"',
        input: { ...HOTEL_SCHOOL, howKnown: 'IT_Altro' },
        issues: ['howKnownOther: application.required'],
      },
      {
        case: '"English level ... only in non-Italian locales": required there',
        locale: 'en',
        input: { ...ABROAD, englishLevel: '' },
        issues: ['englishLevel: application.required'],
      },
      {
        case: 'R-zh: English level asked in Chinese',
        locale: 'zh',
        input: { ...ABROAD, englishLevel: undefined },
        issues: ['englishLevel: application.required'],
      },
      {
        case: 'English level not asked in Italian',
        locale: 'it',
        input: { ...HOTEL_SCHOOL, englishLevel: 'stale', englishCertificate: { name: 'x.exe', size: 1 } },
        issues: [],
      },
      {
        case: '"certificate max 4.5 MB"',
        locale: 'en',
        input: { ...ABROAD, englishCertificate: { name: 'ielts.pdf', size: UPLOAD_MAX_BYTES + 1 } },
        issues: ['englishCertificate: upload.tooLarge'],
      },
      {
        case: '"certificate only if level is not native EN_Madrelingua"',
        locale: 'en',
        input: { ...ABROAD, englishLevel: 'EN_Madrelingua', englishCertificate: { name: 'x.exe', size: 1 } },
        issues: [],
      },
    ]),
  )('%s', (_title, { locale, input, issues }) => {
    expect(issuesOf(step3Schema({ locale: locale ?? 'it', schools: SCHOOLS }), input)).toEqual(issues);
  });

  it('the optional English certificate is saved when given', () => {
    const values = step3Schema(en).parse({
      ...ABROAD,
      englishCertificate: { name: 'ielts.pdf', size: 120_000 },
    });
    expect(values.englishCertificate).toEqual({ name: 'ielts.pdf', size: 120_000 });
  });

  it('checks the place picks against the reference lists when given', () => {
    const schema = step3Schema({
      ...it_,
      regions: ['Emilia-Romagna', 'Lombardia'],
      provinces: ['PR - Parma', 'MI - Milano'],
      municipalities: [
        { name: 'Salsomaggiore Terme', province: 'PR' },
        { name: 'Milano', province: 'MI' },
      ],
    });
    expect(issuesOf(schema, HOTEL_SCHOOL)).toEqual([]);
    expect(issuesOf(schema, { ...HOTEL_SCHOOL, instituteCity: 'Milano' })).toEqual([
      'instituteCity: application.invalidOption',
    ]);
  });

  it.each(
    titled<{
      case: string;
      locale: ApplicationLocale;
      values: Parameters<typeof step3Visibility>[1];
      expected: Partial<ReturnType<typeof step3Visibility>>;
    }>('$case', [
      {
        case: 'Italian hotel school: picks',
        locale: 'it',
        values: { qualification: 'IT_Istituto Alberghiero', instituteCountry: 'Italia' },
        expected: {
          institutePlacePicks: true,
          instituteSchoolPick: true,
          instituteNameText: false,
          instituteCityText: false,
          instituteNotListed: true,
        },
      },
      {
        case: 'Italian hotel school not listed: the name typed, the choice still offered',
        locale: 'it',
        values: {
          qualification: 'IT_Istituto Alberghiero',
          instituteCountry: 'Italia',
          instituteNotListed: true,
        },
        expected: { instituteSchoolPick: false, instituteNameText: true, instituteNotListed: true },
      },
      {
        case: 'another qualification in Italy: no school list, no "not listed" choice',
        locale: 'it',
        values: { qualification: 'IT_Laurea Triennale', instituteCountry: 'Italia' },
        expected: { institutePlacePicks: true, instituteSchoolPick: false, instituteNotListed: false },
      },
      {
        case: 'English-speaking hotel-school student in Italy: picks too (R-hotel-school)',
        locale: 'en',
        values: { qualification: 'EN_Istituto Alberghiero', instituteCountry: 'Italia' },
        expected: { instituteSchoolPick: true },
      },
      {
        case: 'hotel school abroad: texts',
        locale: 'en',
        values: { qualification: 'EN_Istituto Alberghiero', instituteCountry: 'Francia' },
        expected: {
          institutePlacePicks: false,
          instituteSchoolPick: false,
          instituteNameText: true,
          instituteCityText: true,
          instituteNotListed: false,
        },
      },
      {
        case: 'no country chosen yet: no institute place fields',
        locale: 'it',
        values: { qualification: 'IT_Laurea Magistrale', instituteCountry: '' },
        expected: {
          instituteCountry: true,
          institutePlacePicks: false,
          instituteCityText: false,
          instituteNameText: false,
        },
      },
      {
        case: 'no diploma: no year, no institute',
        locale: 'it',
        values: { qualification: 'IT_Nessun Diploma', instituteCountry: 'Italia' },
        expected: {
          graduationYear: false,
          instituteCountry: false,
          institutePlacePicks: false,
          instituteNameText: false,
        },
      },
      {
        case: 'R-field-of-study: "Altro (specificare)" of the field of study shows the free text',
        locale: 'it',
        values: { qualification: 'IT_Diploma di Scuola Superiore', fieldOfStudy: 'IT_Altro (specificare)' },
        expected: { fieldOfStudy: true, otherQualification: true },
      },
      {
        case: 'R-field-of-study: a stale field of study of another qualification shows no free text',
        locale: 'it',
        values: { qualification: 'IT_Laurea Triennale', fieldOfStudy: 'IT_Altro (specificare)' },
        expected: { fieldOfStudy: false, otherQualification: false },
      },
      {
        case: 'English level, no certificate for a native speaker',
        locale: 'en',
        values: { englishLevel: 'EN_Madrelingua' },
        expected: { englishLevel: true, englishCertificate: false },
      },
      {
        case: 'Italian locale: no English level, no certificate',
        locale: 'it',
        values: { englishLevel: 'EN_B1/B2' },
        expected: { englishLevel: false, englishCertificate: false },
      },
    ]),
  )('step3Visibility: %s', (_title, { locale, values, expected }) => {
    expect(step3Visibility({ locale }, values)).toMatchObject(expected);
  });
});

describe('"my school is not listed" as a saved application holds it', () => {
  const saved = {
    qualification: 'IT_Istituto Alberghiero',
    instituteCountry: 'Italia',
    instituteCode: '',
    instituteName: 'Istituto non in elenco',
  };
  it('is a hotel-school student in Italy with a typed name and no school picked', () => {
    expect(savedInstituteNotListed({}, saved)).toBe(true);
  });
  it('is not when a school was picked, no name was typed, the school is abroad or the list does not apply', () => {
    expect(savedInstituteNotListed({}, { ...saved, instituteCode: 'PRRH01000X' })).toBe(false);
    expect(savedInstituteNotListed({}, { ...saved, instituteName: '' })).toBe(false);
    expect(savedInstituteNotListed({}, { ...saved, instituteCountry: 'Francia' })).toBe(false);
    expect(savedInstituteNotListed({}, { ...saved, instituteCountry: '' })).toBe(false);
    expect(savedInstituteNotListed({}, { ...saved, qualification: 'IT_Laurea Triennale' })).toBe(false);
  });
  it('is offered exactly where the form offers the choice', () => {
    for (const qualification of ['IT_Istituto Alberghiero', 'IT_Laurea Triennale', 'IT_Nessun Diploma'])
      for (const instituteCountry of ['Italia', 'Francia', ''])
        expect(
          savedInstituteNotListed({}, { ...saved, qualification, instituteCountry }),
          `${qualification} in ${instituteCountry || 'no country'}`,
        ).toBe(step3Visibility({ locale: 'it' }, { qualification, instituteCountry }).instituteNotListed);
  });
});
