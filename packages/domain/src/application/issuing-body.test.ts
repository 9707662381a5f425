import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { titled } from '../testing/titled.ts';
import {
  DOCUMENT_TYPE_VALUES,
  deriveIssuingBody,
  documentKindOf,
  type IssuingBodyResult,
  isIssuingBodyTextShown,
  isIssuingPlaceShown,
} from './issuing-body.ts';

describe('deriveIssuingBody — "Issuing body derived"', () => {
  it.each(
    titled<{
      case: string;
      type: string;
      italy: boolean;
      municipality?: string;
      text?: string;
      expected: IssuingBodyResult;
    }>('$case', [
      {
        case: '"identity card gives "Comune di {municipality}""',
        type: 'identityCard',
        italy: true,
        municipality: 'Parma',
        expected: { ok: true, issuingBody: 'Comune di Parma' },
      },
      {
        case: '"driving licence gives "Motorizzazione Civile di {municipality}""',
        type: 'drivingLicence',
        italy: true,
        municipality: "Reggio nell'Emilia",
        expected: { ok: true, issuingBody: "Motorizzazione Civile di Reggio nell'Emilia" },
      },
      {
        case: '"passport gives "Ministro Affari Esteri""',
        type: 'passport',
        italy: true,
        expected: { ok: true, issuingBody: 'Ministro Affari Esteri' },
      },
      {
        case: 'passport: no municipality needed',
        type: 'IT_Passaporto',
        italy: true,
        municipality: '',
        expected: { ok: true, issuingBody: 'Ministro Affari Esteri' },
      },
      {
        case: '"an Italian document of another type raises "Ente non valido""',
        type: 'IT_Permesso di Soggiorno',
        italy: true,
        municipality: 'Parma',
        expected: { ok: false, error: 'application.issuingBodyInvalid' },
      },
      {
        case: 'an Italian document with no type: "Ente non valido"',
        type: '',
        italy: true,
        municipality: 'Parma',
        expected: { ok: false, error: 'application.issuingBodyInvalid' },
      },
      {
        case: 'a CRM value of the identity card',
        type: "IT_Carta d'Identità",
        italy: true,
        municipality: 'Forlì',
        expected: { ok: true, issuingBody: 'Comune di Forlì' },
      },
      {
        case: 'identity card without municipality: required',
        type: 'identityCard',
        italy: true,
        municipality: '  ',
        expected: { ok: false, error: 'application.required' },
      },
      {
        case: '"outside Italy an issuing-body text is shown": the text, trimmed',
        type: 'passport',
        italy: false,
        text: '  Exit & Entry Administration, Beijing ',
        expected: { ok: true, issuingBody: 'Exit & Entry Administration, Beijing' },
      },
      {
        case: 'outside Italy any document type: the text (no "Ente non valido")',
        type: 'residencePermit',
        italy: false,
        text: 'Stadt Zürich',
        expected: { ok: true, issuingBody: 'Stadt Zürich' },
      },
      {
        case: 'outside Italy, whitespace-only text trims to empty: required',
        type: 'passport',
        italy: false,
        text: '   ',
        expected: { ok: false, error: 'application.required' },
      },
    ]),
  )('%s', (_title, { type, italy, municipality, text, expected }) => {
    expect(
      deriveIssuingBody({ documentType: type, isIssuedInItaly: italy, municipality, issuingBodyText: text }),
    ).toEqual(expected);
  });

  it('an Italian identity card always names its municipality (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
        (municipality) => {
          const result = deriveIssuingBody({
            documentType: 'identityCard',
            isIssuedInItaly: true,
            municipality,
          });
          expect(result).toEqual({ ok: true, issuingBody: `Comune di ${municipality.trim()}` });
        },
      ),
    );
  });
});

describe('documentKindOf — Tipo_Documento__c values', () => {
  it.each([
    { value: 'identityCard', kind: 'identityCard' },
    { value: "Carta d'Identità", kind: 'identityCard' },
    { value: 'IT_Carta di identita', kind: 'identityCard' },
    { value: 'EN_Identity Card', kind: 'identityCard' },
    { value: 'IT_Passaporto', kind: 'passport' },
    { value: 'PASSPORT', kind: 'passport' },
    { value: '护照', kind: 'passport' },
    { value: 'Patente di Guida', kind: 'drivingLicence' },
    { value: "EN_Driver's License", kind: 'drivingLicence' },
    { value: 'Permesso di soggiorno', kind: null },
    { value: '', kind: null },
    { value: null, kind: null },
  ])('"$value" → $kind', ({ value, kind }) => {
    expect(documentKindOf(value)).toBe(kind);
  });

  it('every saved value is recognised as its kind', () => {
    for (const [kind, value] of Object.entries(DOCUMENT_TYPE_VALUES))
      expect(documentKindOf(value)).toBe(kind);
  });
});

describe('visibility — "outside Italy an issuing-body text is shown; in Italy and not a passport, province and municipality picks"', () => {
  it.each(
    titled<{ case: string; italy: boolean; type: string; place: boolean; text: boolean }>('$case', [
      {
        case: 'Italian identity card: province and municipality picks',
        italy: true,
        type: 'identityCard',
        place: true,
        text: false,
      },
      {
        case: 'Italian driving licence: picks',
        italy: true,
        type: 'drivingLicence',
        place: true,
        text: false,
      },
      { case: 'Italian passport: neither', italy: true, type: 'passport', place: false, text: false },
      {
        case: 'foreign passport: issuing-body text',
        italy: false,
        type: 'passport',
        place: false,
        text: true,
      },
      {
        case: 'foreign identity card: issuing-body text',
        italy: false,
        type: 'identityCard',
        place: false,
        text: true,
      },
    ]),
  )('%s', (_title, { italy, type, place, text }) => {
    expect(isIssuingPlaceShown({ isIssuedInItaly: italy, documentType: type })).toBe(place);
    expect(isIssuingBodyTextShown({ isIssuedInItaly: italy })).toBe(text);
  });
});
