import type { ApplicationLocale } from '../shared/locale.ts';
import { formLanguage } from './language.ts';

/**
 * "Locale filters picklist values by prefix (IT_ for Italian, EN_ for English)" (specification 001,
 * section 1).
 *
 * Reading R-picklist: a value is "<prefix><name>". The specification's own examples keep the
 * Italian name after both prefixes ("IT_Istituto Alberghiero", "EN_Madrelingua"), so the name is a
 * language-neutral key: rules compare names (`picklistName`), never whole values, and work in every
 * locale; the catalogues translate the name for display. A value without a prefix belongs to every
 * locale. Chinese shows the EN_ values (R-zh). The value saved is the whole value, prefix included,
 * as the CRM picklist holds it.
 */
export const PICKLIST_PREFIXES = { it: 'IT_', en: 'EN_' } as const;
export type PicklistPrefix = (typeof PICKLIST_PREFIXES)[keyof typeof PICKLIST_PREFIXES];

const PREFIX = /^(IT|EN)_/;

/** The prefix a locale shows: IT_ for Italian, EN_ for English and Chinese. */
export function picklistPrefix(locale: ApplicationLocale): PicklistPrefix {
  return PICKLIST_PREFIXES[formLanguage(locale)];
}

/** The name of a value, its prefix stripped: "IT_Istituto Alberghiero" → "Istituto Alberghiero". */
export function picklistName(value: string | null | undefined): string {
  return (value ?? '').replace(PREFIX, '');
}

/** The locale family a value belongs to, or null for an unprefixed value (every locale). */
export function picklistValueLanguage(value: string): 'it' | 'en' | null {
  const match = PREFIX.exec(value);
  return match ? (match[1] === 'IT' ? 'it' : 'en') : null;
}

export interface PicklistOption {
  /** The whole value, saved as is: "EN_Madrelingua". */
  value: string;
  /** The name shown (through the catalogue): "Madrelingua". */
  name: string;
}

/**
 * The options a locale shows, in list order: values with the locale's prefix, and values without
 * any prefix; stripped for display.
 */
export function localePicklist(values: readonly string[], locale: ApplicationLocale): PicklistOption[] {
  const language = formLanguage(locale);
  return values
    .filter((value) => {
      const own = picklistValueLanguage(value);
      return own === null || own === language;
    })
    .map((value) => ({ value, name: picklistName(value) }));
}

/**
 * The value of `values` that the locale shows for the same name as `value` (a form filled in
 * Italian and reopened in English: "IT_Fiera" → "EN_Fiera"), or null when the locale has none.
 */
export function localeValue(
  value: string | null | undefined,
  values: readonly string[],
  locale: ApplicationLocale,
): string | null {
  const name = picklistName(value);
  if (name === '') return null;
  return localePicklist(values, locale).find((option) => option.name === name)?.value ?? null;
}

/** True when the value's name is `name` ("EN_Madrelingua" is "Madrelingua"). */
export function hasPicklistName(value: string | null | undefined, name: string): boolean {
  return picklistName(value) === name;
}

function bothLocales<const T extends readonly string[]>(names: T): string[] {
  return [...names.map((n) => `IT_${n}`), ...names.map((n) => `EN_${n}`)];
}

// ---------------------------------------------------------------------------------------------
// Qualification (Titolo_di_studio__c)

/**
 * "Qualification options: hotel or culinary high-school student, high-school diploma, bachelor's
 * degree, master's degree, no diploma, other." Names quoted by the specification: "Istituto
 * Alberghiero" ("IT_Istituto Alberghiero"), "Diploma di Scuola Superiore", "Altro (specificare)";
 * the others are ours.
 */
export const QUALIFICATION = {
  hotelSchoolStudent: 'Istituto Alberghiero',
  highSchoolDiploma: 'Diploma di Scuola Superiore',
  bachelorDegree: 'Laurea Triennale',
  masterDegree: 'Laurea Magistrale',
  noDiploma: 'Nessun Diploma',
  other: 'Altro (specificare)',
} as const;
export const QUALIFICATION_VALUES: readonly string[] = bothLocales(Object.values(QUALIFICATION));

/**
 * The qualification saved with the rest of the studies (Titolo_di_studio__c), the same vocabulary in
 * the application and in the profile: "" (not given) or one value of `QUALIFICATION_VALUES`.
 */
export function isQualificationValue(value: string): boolean {
  return value === '' || QUALIFICATION_VALUES.includes(value);
}

// ---------------------------------------------------------------------------------------------
// Field of study (Indirizzo_titolo__c)

/**
 * "field of study shown only for Diploma di Scuola Superiore; "Altro (specificare)" shows free
 * text" (specification 001, section 5, step 3): a list whose last option is "Altro (specificare)",
 * the free text being Altro_studio__c. The specification quotes only that option; the others (the
 * kinds of Italian upper-secondary school, hospitality first) are ours (reading R-picklist).
 */
export const FIELD_OF_STUDY = {
  hospitality: 'Alberghiero',
  lyceum: 'Liceo',
  technical: 'Tecnico',
  vocational: 'Professionale',
  other: 'Altro (specificare)',
} as const;
export const FIELD_OF_STUDY_VALUES: readonly string[] = bothLocales(Object.values(FIELD_OF_STUDY));

// ---------------------------------------------------------------------------------------------
// How they heard of the school (ConosciutoALMA__c)

/**
 * "Ways of hearing about the school: past course, social media, school visit, fair, international
 * partner school, study-abroad consultant." plus "Altro shows free text".
 */
export const HOW_HEARD = {
  pastCourse: 'Corso precedente',
  socialMedia: 'Social media',
  schoolVisit: 'Visita alla scuola',
  fair: 'Fiera',
  partnerSchool: 'Scuola partner internazionale',
  studyAbroadConsultant: "Consulente per lo studio all'estero",
  other: 'Altro',
} as const;
export const HOW_HEARD_VALUES: readonly string[] = bothLocales(Object.values(HOW_HEARD));

// ---------------------------------------------------------------------------------------------
// English level (Livello_Inglese__c)

/**
 * "English level (A1/A2, B1/B2, C1/C2, native)", native being "EN_Madrelingua". The field exists
 * only in non-Italian locales, so only EN_ values exist.
 */
export const ENGLISH_LEVEL = {
  a: 'A1/A2',
  b: 'B1/B2',
  c: 'C1/C2',
  native: 'Madrelingua',
} as const;
export const ENGLISH_LEVEL_VALUES: readonly string[] = Object.values(ENGLISH_LEVEL).map((n) => `EN_${n}`);

// ---------------------------------------------------------------------------------------------
// Current occupation (voucher registration)

/**
 * "Current occupation options (voucher registration): Operatore di Cucina, Operatore di
 * Pasticceria, Operatore di Sala, F&B Manager, Titolare di attività ristorative, Altro." The
 * specification quotes the names without prefix; the values carry both prefixes like the other
 * lists (an unprefixed value would show in every locale anyway).
 */
export const OCCUPATION = {
  cook: 'Operatore di Cucina',
  pastryCook: 'Operatore di Pasticceria',
  diningRoom: 'Operatore di Sala',
  foodAndBeverageManager: 'F&B Manager',
  restaurantOwner: 'Titolare di attività ristorative',
  other: 'Altro',
} as const;
export const OCCUPATION_VALUES: readonly string[] = bothLocales(Object.values(OCCUPATION));

// ---------------------------------------------------------------------------------------------
// Yes/No answers

/** "attended other cooking schools Si/No"; "when answered Si". */
export const YES_NO = ['Si', 'No'] as const;
export type YesNo = (typeof YES_NO)[number];
