import type { ApplicationLocale } from '../shared/locale.ts';

/**
 * "A country list of about 200 entries (Italian keys mapped to names, plus stateless) is part of
 * the catalogues." The countries come from a reference-data package (ISO 3166-1, decision 0014);
 * their key, the value saved in Nazione_di_nascita__c, Cittadinanza__c and the other country
 * fields, is the Italian name ("Italia"). The stateless entry is ours, with its own key.
 */
export const STATELESS_COUNTRY = {
  value: 'Apolide',
  names: { it: 'Apolide', en: 'Stateless', zh: '无国籍' },
} as const satisfies { value: string; names: Record<ApplicationLocale, string> };

/** The locale a country list is keyed in. */
export const COUNTRY_KEY_LOCALE = 'it' as const;
