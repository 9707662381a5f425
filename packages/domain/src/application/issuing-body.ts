import { picklistName } from './picklists.ts';
import { comparableName } from './places.ts';

/**
 * The identity document of step 6 (specification 001, section 5): "document type required; number
 * required; issue and expiry dates between 1900 and 2100; issuing country required; outside Italy
 * an issuing-body text is shown; in Italy and not a passport, province and municipality picks (with
 * a not-found fallback enabling manual municipality text)" and "Issuing body derived: identity card
 * gives "Comune di {municipality}"; driving licence gives "Motorizzazione Civile di
 * {municipality}"; passport gives "Ministro Affari Esteri"; an Italian document of another type
 * raises "Ente non valido"."
 */
/**
 * Reading R-licence: the form lists "identity card or passport", the issuing-body rule also names
 * the driving licence (a valid identity document in Italy), so the three are accepted.
 */
export const DOCUMENT_KINDS = ['identityCard', 'passport', 'drivingLicence'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** Tipo_Documento__c as saved for each kind (the upload type of the identity document too). */
export const DOCUMENT_TYPE_VALUES = {
  identityCard: "Carta d'Identità",
  passport: 'Passaporto',
  drivingLicence: 'Patente di Guida',
} as const satisfies Record<DocumentKind, string>;

const KIND_NAMES: Record<DocumentKind, readonly string[]> = {
  identityCard: [
    "carta d'identita",
    'carta di identita',
    'carta identita',
    "carta d'identita elettronica",
    'carta di identita elettronica',
    'cie',
    'identity card',
    'id card',
    '身份证',
  ],
  passport: ['passaporto', 'passport', '护照'],
  drivingLicence: [
    'patente',
    'patente di guida',
    'driving licence',
    'driving license',
    "driver's license",
    '驾驶证',
    '驾照',
  ],
};

/**
 * The kind of a Tipo_Documento__c value ("IT_Passaporto", "Carta d'Identità", "Passport"), its
 * picklist prefix dropped, ignoring case and accents; null for any other type.
 */
export function documentKindOf(value: string | null | undefined): DocumentKind | null {
  if (value && (DOCUMENT_KINDS as readonly string[]).includes(value)) return value as DocumentKind;
  const name = comparableName(picklistName(value));
  if (name === '') return null;
  return DOCUMENT_KINDS.find((kind) => KIND_NAMES[kind].some((n) => comparableName(n) === name)) ?? null;
}

/** "passport gives "Ministro Affari Esteri"" — spelt as the specification and the passports print it. */
export const PASSPORT_ISSUING_BODY = 'Ministro Affari Esteri';

/** "in Italy and not a passport, province and municipality picks" */
export function isIssuingPlaceShown(input: {
  isIssuedInItaly: boolean;
  documentType: string | null | undefined;
}): boolean {
  return input.isIssuedInItaly && documentKindOf(input.documentType) !== 'passport';
}

/** "outside Italy an issuing-body text is shown" */
export function isIssuingBodyTextShown(input: { isIssuedInItaly: boolean }): boolean {
  return !input.isIssuedInItaly;
}

export type IssuingBodyResult =
  | { ok: true; issuingBody: string }
  | { ok: false; error: 'application.issuingBodyInvalid' | 'application.required' };

/**
 * The issuing body (Ente_Rilasciato__c) to save.
 * - In Italy it is derived: identity card → "Comune di {municipality}", driving licence →
 *   "Motorizzazione Civile di {municipality}", passport → "Ministro Affari Esteri"; any other type
 *   → application.issuingBodyInvalid ("Ente non valido"). A card or licence without a
 *   municipality → application.required.
 * - Outside Italy it is the text typed ("outside Italy an issuing-body text is shown"), trimmed and
 *   required (application.required when empty or whitespace only).
 */
export function deriveIssuingBody(input: {
  documentType: string | null | undefined;
  isIssuedInItaly: boolean;
  municipality?: string | null;
  issuingBodyText?: string | null;
}): IssuingBodyResult {
  if (!input.isIssuedInItaly) {
    const text = (input.issuingBodyText ?? '').trim();
    return text === '' ? { ok: false, error: 'application.required' } : { ok: true, issuingBody: text };
  }
  const kind = documentKindOf(input.documentType);
  if (kind === null) return { ok: false, error: 'application.issuingBodyInvalid' };
  if (kind === 'passport') return { ok: true, issuingBody: PASSPORT_ISSUING_BODY };
  const municipality = (input.municipality ?? '').trim();
  if (municipality === '') return { ok: false, error: 'application.required' };
  return {
    ok: true,
    issuingBody:
      kind === 'identityCard' ? `Comune di ${municipality}` : `Motorizzazione Civile di ${municipality}`,
  };
}
