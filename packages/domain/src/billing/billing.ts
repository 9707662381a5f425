/**
 * Billing data (specification 000: section 3 "Course billing", "Housing billing"; section 4
 * "Billing forms"; section 5 "Course billing Confirm ..."; section 9 "billing types MeStesso,
 * PersonaGiuridica, PersonaFisica").
 */

/** Tipo_persona_fatturazione__c: the candidate ("myself"), a company, another private person. */
export const BILLING_TYPES = ['MeStesso', 'PersonaGiuridica', 'PersonaFisica'] as const;
export type BillingType = (typeof BILLING_TYPES)[number];
/** "Default type MeStesso." */
export const DEFAULT_BILLING_TYPE: BillingType = 'MeStesso';

/** The two billing records: course billing (on the profile) and housing billing (when a housing record exists). */
export const BILLING_KINDS = ['course', 'housing'] as const;
export type BillingKind = (typeof BILLING_KINDS)[number];

/** The fields of the course billing form (CRM names of course billing in the comments). */
export interface BillingForm {
  /** Tipo_persona_fatturazione__c */
  type: BillingType;
  /** Ragione_Sociale__c */
  companyName: string;
  /** PIVA_Fatturante__c */
  vatNumber: string;
  /** Codice_Fiscale__c */
  taxCode: string;
  /** Codice_SDI__c */
  sdiCode: string;
  /** PEC__c (certified e-mail) */
  certifiedEmail: string;
  /** Email_Fatturante__c */
  email: string;
  /** Telefono_Fatturante__c */
  phone: string;
  /** BillingStreet */
  street: string;
  /** BillingCity */
  city: string;
  /** BillingState */
  province: string;
  /** BillingPostalCode */
  postalCode: string;
  /** BillingCountry */
  country: string;
  /** Nome_Fatturante__c */
  firstName: string;
  /** Cognome_Fatturante__c */
  lastName: string;
  /** Sesso_Fatturante__c: F, M or '' */
  sex: '' | 'F' | 'M';
  /** Data_Nascita_Fatturante__c, YYYY-MM-DD or '' */
  birthDate: string;
  /** Citta_Nascita_Fatturante__c */
  birthCity: string;
  /** Provincia_Nascita_Fatturante__c */
  birthProvince: string;
  /** Nazione_Nascita_Fatturante__c */
  birthCountry: string;
  /** Cittadinanza_Fatturante__c (housing: its own housing citizenship field) */
  citizenship: string;
  /** Nome_Rap_Legale__c */
  legalRepFirstName: string;
  /** Cognome_Rap_Legale__c */
  legalRepLastName: string;
  /** Mail_Rap_Legale__c */
  legalRepEmail: string;
}

/** Housing billing: "same set with Housing suffix ... plus Iban_Housing__c, Intestatario_IBAN_Housing__c". */
export interface HousingBillingForm extends BillingForm {
  /** Iban_Housing__c */
  iban: string;
  /** Intestatario_IBAN_Housing__c (account holder) */
  ibanHolder: string;
}

export type BillingField = Exclude<keyof BillingForm, 'type'>;
export type HousingBillingField = Exclude<keyof HousingBillingForm, 'type'>;

/** An empty form of the default type. */
export function emptyBillingForm(): BillingForm {
  return {
    type: DEFAULT_BILLING_TYPE,
    companyName: '',
    vatNumber: '',
    taxCode: '',
    sdiCode: '',
    certifiedEmail: '',
    email: '',
    phone: '',
    street: '',
    city: '',
    province: '',
    postalCode: '',
    country: '',
    firstName: '',
    lastName: '',
    sex: '',
    birthDate: '',
    birthCity: '',
    birthProvince: '',
    birthCountry: '',
    citizenship: '',
    legalRepFirstName: '',
    legalRepLastName: '',
    legalRepEmail: '',
  };
}

export function emptyHousingBillingForm(): HousingBillingForm {
  return { ...emptyBillingForm(), iban: '', ibanHolder: '' };
}

/** "Required for all: tax code, address, city, postcode, province, country." */
export const REQUIRED_FOR_ALL = ['taxCode', 'street', 'city', 'postalCode', 'province', 'country'] as const;
/** "Legal person adds: company name, VAT, certified e-mail, SDI code, legal representative first name, last name, e-mail." */
export const REQUIRED_FOR_LEGAL_PERSON = [
  'companyName',
  'vatNumber',
  'certifiedEmail',
  'sdiCode',
  'legalRepFirstName',
  'legalRepLastName',
  'legalRepEmail',
] as const;
/** The billed natural person's own details: name, sex, birth and citizenship. */
export const NATURAL_PERSON_DETAILS = [
  'firstName',
  'lastName',
  'sex',
  'birthDate',
  'birthCity',
  'birthProvince',
  'birthCountry',
  'citizenship',
] as const;
/** "Natural person adds: first name, last name, sex, birth date, birth city, province, country, citizenship, phone." */
export const REQUIRED_FOR_NATURAL_PERSON = [...NATURAL_PERSON_DETAILS, 'phone'] as const;
/** "... and always needs IBAN and account holder" (housing). */
export const REQUIRED_FOR_HOUSING = ['iban', 'ibanHolder'] as const;

/**
 * The required fields of a form. Reading of "Confirm disabled when compiled or sent, or (type
 * other than MeStesso) when required items missing": "Required for all" means all the types that
 * bill someone else. MeStesso bills the candidate, whose data the profile already holds, so it
 * requires nothing on this form. "Housing billing follows the same rules (citizenship from housing
 * field, no phone rule) and always needs IBAN and account holder": the same lists without phone,
 * plus IBAN and holder for every type, MeStesso included.
 */
export function requiredBillingFields(kind: 'course', type: BillingType): readonly BillingField[];
export function requiredBillingFields(kind: BillingKind, type: BillingType): readonly HousingBillingField[];
export function requiredBillingFields(kind: BillingKind, type: BillingType): readonly HousingBillingField[] {
  const byType: readonly HousingBillingField[] =
    type === 'PersonaGiuridica'
      ? [...REQUIRED_FOR_ALL, ...REQUIRED_FOR_LEGAL_PERSON]
      : type === 'PersonaFisica'
        ? [...REQUIRED_FOR_ALL, ...REQUIRED_FOR_NATURAL_PERSON]
        : [];
  if (kind === 'course') return byType;
  return [...byType.filter((field) => field !== 'phone'), ...REQUIRED_FOR_HOUSING];
}

/**
 * The fields the form shows for a type: the required ones plus the optional e-mail (and phone)
 * of the billed party. MeStesso shows none on course billing and only IBAN and holder on housing.
 */
export function billingFormFields(kind: BillingKind, type: BillingType): readonly HousingBillingField[] {
  if (type === 'MeStesso') return requiredBillingFields(kind, type);
  const party: HousingBillingField[] = [...requiredBillingFields('course', type)];
  for (const field of ['email', 'phone'] as const) if (!party.includes(field)) party.push(field);
  return kind === 'course' ? party : [...party, ...REQUIRED_FOR_HOUSING];
}

/** The required fields left blank, in form order. */
export function missingBillingFields(kind: 'course', form: BillingForm): BillingField[];
export function missingBillingFields(kind: 'housing', form: HousingBillingForm): HousingBillingField[];
export function missingBillingFields(
  kind: BillingKind,
  form: BillingForm | HousingBillingForm,
): HousingBillingField[] {
  const values = form as Partial<Record<HousingBillingField, string>>;
  return requiredBillingFields(kind, form.type).filter((field) => (values[field] ?? '').trim() === '');
}

/** Editing state of a billing record. */
export interface BillingState {
  /** Opportunit_con_richiesta_dati__c (housing: Opportunit_Housing_con_richiesta_dati__c) */
  requestingCount: number;
  /** Fatturante_compilato__c (housing: Fatturante_Housing_compilato__c) */
  compiled: boolean;
  /** Set by Confirm: "Confirm sets the sent flag and locks the form." */
  sent: boolean;
}

/** "Billing forms: editable only while opportunities-requesting-data count > 0, compiled flag false and nothing sent." */
export function canEditBilling(state: BillingState): boolean {
  return state.requestingCount > 0 && !state.compiled && !state.sent;
}

/**
 * "Course billing Confirm disabled when compiled or sent, or (type other than MeStesso) when
 * required items missing"; housing "follows the same rules ... and always needs IBAN and account
 * holder". The server also checks `canEditBilling` (a form that cannot be edited cannot be
 * confirmed either) and validates the values with the confirm schema.
 */
export function canConfirmBilling(
  input:
    | { kind: 'course'; compiled: boolean; sent: boolean; form: BillingForm }
    | { kind: 'housing'; compiled: boolean; sent: boolean; form: HousingBillingForm },
): boolean {
  if (input.compiled || input.sent) return false;
  const missing =
    input.kind === 'course'
      ? missingBillingFields('course', input.form)
      : missingBillingFields('housing', input.form);
  return missing.length === 0;
}
