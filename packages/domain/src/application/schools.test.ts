import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { titled } from '../testing/titled.ts';
import { filterSchools, findSchool, isCulinaryInstitute, type School, type SchoolFilter } from './schools.ts';

// Real-format demo rows, as the ministry's registry writes them (upper case, apostrophe accents).
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
    code: 'FORH020005',
    name: 'IPSSAR "PELLEGRINO ARTUSI"',
    city: 'FORLIMPOPOLI',
    province: "FORLI'-CESENA",
    region: 'EMILIA ROMAGNA',
    type: 'IST PROF PER I SERVIZI ALBERGHIERI E RISTORAZIONE',
  },
  {
    code: 'RERH01000L',
    name: 'IPSSAR "ANGELO MOTTI"',
    city: "REGGIO NELL'EMILIA",
    province: 'REGGIO EMILIA',
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
  {
    code: 'MIPS000001',
    name: 'LICEO SCIENTIFICO "EINSTEIN"',
    city: 'MILANO',
    province: 'MILANO',
    region: 'LOMBARDIA',
    type: 'LICEO SCIENTIFICO',
  },
];

const codes = (filter: SchoolFilter) => filterSchools(SCHOOLS, filter).map((s) => s.code);

describe('filterSchools — "school filter matches city, province and region case-insensitively"', () => {
  it.each(
    titled<{ case: string; filter: SchoolFilter; expected: string[] }>('$case', [
      {
        case: "region, in the picker's case",
        filter: { region: 'Lombardia' },
        expected: ['MIRH01000T', 'MIPS000001'],
      },
      {
        case: 'region with a hyphen (R-places)',
        filter: { region: 'Emilia-Romagna' },
        expected: ['PRRH010004', 'FORH020005', 'RERH01000L'],
      },
      { case: 'province', filter: { province: 'parma' }, expected: ['PRRH010004'] },
      {
        case: 'province as "XX - Name" (R-province)',
        filter: { province: 'PR - Parma' },
        expected: ['PRRH010004'],
      },
      {
        case: "province with an accent vs the registry's apostrophe",
        filter: { province: 'Forlì-Cesena' },
        expected: ['FORH020005'],
      },
      { case: 'city with an apostrophe', filter: { city: "Reggio nell'Emilia" }, expected: ['RERH01000L'] },
      {
        case: 'city and region together',
        filter: { region: 'lombardia', city: 'Milano' },
        expected: ['MIRH01000T', 'MIPS000001'],
      },
      {
        case: 'a city of another region',
        filter: { region: 'Lombardia', city: 'Forlimpopoli' },
        expected: [],
      },
      {
        case: 'type',
        filter: { city: 'Milano', type: 'ist prof per i servizi alberghieri e ristorazione' },
        expected: ['MIRH01000T'],
      },
      { case: 'a search in the name', filter: { query: 'artusi' }, expected: ['FORH020005'] },
      { case: 'a search by code', filter: { query: 'mirh' }, expected: ['MIRH01000T'] },
      { case: 'no criterion: all', filter: {}, expected: SCHOOLS.map((s) => s.code) },
      {
        case: 'blank criteria count as none',
        filter: { region: '  ', city: '' },
        expected: SCHOOLS.map((s) => s.code),
      },
      { case: 'no match', filter: { city: 'Parma' }, expected: [] },
    ]),
  )('%s', (_title, { filter, expected }) => {
    expect(codes(filter)).toEqual(expected);
  });

  it('gives the same schools whatever the case of the criteria (property)', () => {
    const criterion = fc.constantFrom(
      'Milano',
      'lombardia',
      'Emilia Romagna',
      'parma',
      "reggio nell'emilia",
      'x',
    );
    fc.assert(
      fc.property(criterion, criterion, criterion, (region, province, city) => {
        const lower = codes({
          region: region.toLowerCase(),
          province: province.toLowerCase(),
          city: city.toLowerCase(),
        });
        const upper = codes({
          region: region.toUpperCase(),
          province: province.toUpperCase(),
          city: city.toUpperCase(),
        });
        expect(upper).toEqual(lower);
      }),
    );
  });

  it('returns a subset of the list, in its order (property)', () => {
    fc.assert(
      fc.property(fc.record({ region: fc.string(), city: fc.string(), query: fc.string() }), (filter) => {
        const result = filterSchools(SCHOOLS, filter);
        const indexes = result.map((s) => SCHOOLS.indexOf(s));
        expect(indexes.every((i) => i >= 0)).toBe(true);
        expect([...indexes].sort((a, b) => a - b)).toEqual(indexes);
      }),
    );
  });
});

describe('findSchool — the picked institute (Istituto__c)', () => {
  it.each([
    { code: 'MIRH01000T', found: 'MIRH01000T' },
    { code: ' mirh01000t ', found: 'MIRH01000T' },
    { code: 'XXXX', found: null },
    { code: '', found: null },
  ])('"$code" → $found', ({ code, found }) => {
    expect(findSchool(SCHOOLS, code)?.code ?? null).toBe(found);
  });
});

describe('isCulinaryInstitute — the hotel and culinary institutes of the ministry registry', () => {
  it.each(
    titled<{ case: string; row: { code: string; type: string }; expected: boolean }>('$case', [
      {
        case: 'type "IST PROF PER I SERVIZI ALBERGHIERI E RISTORAZIONE"',
        row: { code: 'PARH050006', type: 'IST PROF PER I SERVIZI ALBERGHIERI E RISTORAZIONE' },
        expected: true,
      },
      {
        case: 'type "IST PROF ALBERGHIERO"',
        row: { code: 'XXPS000001', type: 'IST PROF ALBERGHIERO' },
        expected: true,
      },
      {
        case: 'enogastronomia e ospitalità alberghiera',
        row: { code: 'BOIS00100X', type: "IST PROF SERV. ENOGASTRONOMIA E OSPITALITA' ALBERGHIERA" },
        expected: true,
      },
      {
        case: 'a generic type with the RH code letters',
        row: { code: 'prrh010004', type: 'ISTITUTO PROFESSIONALE' },
        expected: true,
      },
      {
        case: 'a scientific high school',
        row: { code: 'PRPS01000A', type: 'LICEO SCIENTIFICO' },
        expected: false,
      },
      {
        case: 'a commercial vocational school',
        row: { code: 'PRRC01000B', type: 'IST PROF PER I SERVIZI COMMERCIALI' },
        expected: false,
      },
      {
        case: 'RH inside a longer code is not the type letters',
        row: { code: 'PRRH0100045', type: '' },
        expected: false,
      },
    ]),
  )('%s', (_title, { row, expected }) => {
    expect(isCulinaryInstitute(row)).toBe(expected);
  });
});
