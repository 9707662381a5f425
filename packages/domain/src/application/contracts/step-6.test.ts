import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { UPLOAD_MAX_BYTES } from '../../shared/limits.ts';
import { titled } from '../../testing/titled.ts';
import { type Step6Body, step6Schema, step6Visibility } from './step-6.ts';

function issuesOf(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  return (result.error?.issues ?? []).map(
    (i) => `${i.path.join('.')}: ${/^[a-z]+\.[a-zA-Z]+$/.test(i.message) ? i.message : `zod:${i.code}`}`,
  );
}

const FILE = { name: 'carta identita.jpg', size: 800_000 };
const ITALIAN_CARD: Step6Body = {
  documentType: 'identityCard',
  documentNumber: 'CA12345AB',
  issueDate: '2021-03-15',
  expiryDate: '2032-05-17',
  issuingCountry: 'Italia',
  issuingProvince: 'PR - Parma',
  issuingMunicipality: 'Parma',
  identityDocumentFile: FILE,
};
const CHINESE_PASSPORT: Step6Body = {
  documentType: 'passport',
  documentNumber: 'E12345678',
  issueDate: '2020-01-10',
  expiryDate: '2030-01-09',
  issuingCountry: 'Cina',
  issuingBody: 'National Immigration Administration',
  identityDocumentFile: { name: 'passport.pdf', size: 1_200_000 },
};
const CTX = {
  today: '2025-06-01',
  municipalities: [
    { name: 'Parma', province: 'PR' },
    { name: 'Fidenza', province: 'PR' },
    { name: 'Milano', province: 'MI' },
  ],
};

describe('step 6 — identity document', () => {
  it('an Italian identity card: "Comune di {municipality}"', () => {
    expect(step6Schema(CTX).parse(ITALIAN_CARD)).toEqual({
      documentType: 'identityCard',
      documentTypeValue: "Carta d'Identità",
      documentNumber: 'CA12345AB',
      issueDate: '2021-03-15',
      expiryDate: '2032-05-17',
      issuingCountry: 'Italia',
      issuingProvince: 'PR - Parma',
      issuingMunicipality: 'Parma',
      municipalityNotFound: false,
      issuingBody: 'Comune di Parma',
      identityDocumentFile: FILE,
    });
  });

  it.each(
    titled<{ case: string; input: Step6Body; issuingBody: string }>('$case', [
      {
        case: '"driving licence gives "Motorizzazione Civile di {municipality}""',
        input: { ...ITALIAN_CARD, documentType: 'drivingLicence', issuingMunicipality: 'Fidenza' },
        issuingBody: 'Motorizzazione Civile di Fidenza',
      },
      {
        case: '"passport gives "Ministro Affari Esteri"" (no place picks)',
        input: {
          ...ITALIAN_CARD,
          documentType: 'passport',
          issuingProvince: 'stale',
          issuingMunicipality: 'stale',
        },
        issuingBody: 'Ministro Affari Esteri',
      },
      {
        case: '"outside Italy an issuing-body text is shown"',
        input: CHINESE_PASSPORT,
        issuingBody: 'National Immigration Administration',
      },
      {
        case: '"a not-found fallback enabling manual municipality text"',
        input: { ...ITALIAN_CARD, municipalityNotFound: true, issuingMunicipality: "Sant'Ilario d'Enza" },
        issuingBody: "Comune di Sant'Ilario d'Enza",
      },
    ]),
  )('%s', (_title, { input, issuingBody }) => {
    expect(step6Schema(CTX).parse(input).issuingBody).toBe(issuingBody);
  });

  it.each(
    titled<{ case: string; input: Step6Body; issues: string[] }>('$case', [
      {
        case: '"document type required"',
        input: { ...ITALIAN_CARD, documentType: '' },
        issues: ['documentType: application.required'],
      },
      {
        case: 'a document type that is no option',
        input: { ...ITALIAN_CARD, documentType: 'residencePermit' },
        issues: ['documentType: application.invalidOption'],
      },
      {
        case: '"number required"',
        input: { ...ITALIAN_CARD, documentNumber: '  ' },
        issues: ['documentNumber: application.required'],
      },
      {
        case: '"issue and expiry dates between 1900 and 2100"',
        input: { ...ITALIAN_CARD, expiryDate: '2101-01-01' },
        issues: ['expiryDate: application.invalidDate'],
      },
      {
        case: 'issue date required',
        input: { ...ITALIAN_CARD, issueDate: '' },
        issues: ['issueDate: application.required'],
      },
      {
        case: 'R-dates: issued after today',
        input: { ...ITALIAN_CARD, issueDate: '2025-06-02' },
        issues: ['issueDate: application.dateInFuture'],
      },
      {
        case: 'R-dates: expiry before issue',
        input: { ...ITALIAN_CARD, expiryDate: '2020-01-01' },
        issues: ['expiryDate: application.expiryBeforeIssue'],
      },
      {
        case: 'R-dates: an expired document is not refused here',
        input: { ...ITALIAN_CARD, issueDate: '2010-01-01', expiryDate: '2020-01-01' },
        issues: [],
      },
      {
        case: '"issuing country required"',
        input: { ...CHINESE_PASSPORT, issuingCountry: '' },
        issues: ['issuingCountry: application.required'],
      },
      {
        case: 'outside Italy the issuing body is required',
        input: { ...CHINESE_PASSPORT, issuingBody: ' ' },
        issues: ['issuingBody: application.required'],
      },
      {
        case: 'in Italy the province pick is required',
        input: { ...ITALIAN_CARD, issuingProvince: '' },
        issues: ['issuingProvince: application.required'],
      },
      {
        case: 'in Italy the municipality pick is required',
        input: { ...ITALIAN_CARD, issuingMunicipality: '' },
        issues: ['issuingMunicipality: application.required'],
      },
      {
        case: 'a municipality of another province',
        input: { ...ITALIAN_CARD, issuingMunicipality: 'Milano' },
        issues: ['issuingMunicipality: application.invalidOption'],
      },
      {
        case: 'a municipality not in the list, without the fallback',
        input: { ...ITALIAN_CARD, issuingMunicipality: 'Atlantide' },
        issues: ['issuingMunicipality: application.invalidOption'],
      },
      {
        case: 'R-municipality: the typed municipality is letters only',
        input: { ...ITALIAN_CARD, municipalityNotFound: true, issuingMunicipality: 'Parma 2' },
        issues: ['issuingMunicipality: application.invalidPlace'],
      },
      {
        case: '"identity document file required"',
        input: { ...ITALIAN_CARD, identityDocumentFile: null },
        issues: ['identityDocumentFile: application.required'],
      },
      {
        case: '"max 4.5 MB"',
        input: { ...ITALIAN_CARD, identityDocumentFile: { name: 'id.pdf', size: UPLOAD_MAX_BYTES + 1 } },
        issues: ['identityDocumentFile: upload.tooLarge'],
      },
      {
        case: 'R-jpeg: "PDF or JPEG for identity document"',
        input: { ...ITALIAN_CARD, identityDocumentFile: { name: 'id.jpeg', size: 10 } },
        issues: [],
      },
      {
        case: 'another file type',
        input: { ...ITALIAN_CARD, identityDocumentFile: { name: 'id.heic', size: 10 } },
        issues: ['identityDocumentFile: upload.typeNotAllowed'],
      },
    ]),
  )('%s', (_title, { input, issues }) => {
    expect(issuesOf(step6Schema(CTX), input)).toEqual(issues);
  });

  it.each(
    titled<{
      case: string;
      values: Parameters<typeof step6Visibility>[1];
      expected: ReturnType<typeof step6Visibility>;
    }>('$case', [
      {
        case: 'Italian identity card: picks',
        values: { documentType: 'identityCard', issuingCountry: 'Italia' },
        expected: { issuingPlace: true, municipalityText: false, issuingBodyText: false },
      },
      {
        case: 'Italian identity card, municipality not found: typed',
        values: { documentType: 'identityCard', issuingCountry: 'Italia', municipalityNotFound: true },
        expected: { issuingPlace: true, municipalityText: true, issuingBodyText: false },
      },
      {
        case: 'Italian passport: nothing more',
        values: { documentType: 'passport', issuingCountry: 'Italia' },
        expected: { issuingPlace: false, municipalityText: false, issuingBodyText: false },
      },
      {
        case: 'foreign document: issuing-body text',
        values: { documentType: 'identityCard', issuingCountry: 'Germania' },
        expected: { issuingPlace: false, municipalityText: false, issuingBodyText: true },
      },
      {
        case: 'no country yet: nothing',
        values: { documentType: 'identityCard', issuingCountry: '' },
        expected: { issuingPlace: false, municipalityText: false, issuingBodyText: false },
      },
    ]),
  )('step6Visibility: %s', (_title, { values, expected }) => {
    expect(step6Visibility({}, values)).toEqual(expected);
  });
});
