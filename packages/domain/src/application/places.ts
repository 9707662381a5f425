import { FOREIGN_PROVINCE } from './limits.ts';

/**
 * Comparing place names typed by people with names from reference lists (the ministry's school
 * registry writes "FORLI'" and "REGGIO NELL'EMILIA", a picker offers "Forlì" and "Reggio
 * nell'Emilia"). Reading R-places: names compare case-insensitively AND accent-insensitively, with
 * apostrophes, hyphens, dots and runs of spaces counted as one separator.
 */

/** The comparison form of a name: "REGGIO NELL'EMILIA", "Reggio nell’Emilia" → "reggio nell emilia". */
export function comparableName(value: string | null | undefined): string {
  return (value ?? '')
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/['’`´.\-/_,]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Two names are the same place (see `comparableName`); an empty name matches nothing. */
export function sameName(a: string | null | undefined, b: string | null | undefined): boolean {
  const left = comparableName(a);
  return left !== '' && left === comparableName(b);
}

/**
 * The country of the reference lists is keyed by its Italian name ("A country list of about 200
 * entries (Italian keys mapped to names, plus stateless)"), so Italy is "Italia".
 */
export const ITALY = 'Italia';
const ITALY_NAMES = new Set(['italia', 'italy', 'it', 'ita', '意大利']);

/**
 * True when a country value means Italy. Besides the Italian key, the ISO codes and the English and
 * Chinese names are recognised, so the rule does not depend on how the reference-data package
 * spells the stored value.
 */
export function isItaly(country: string | null | undefined): boolean {
  return ITALY_NAMES.has(comparableName(country));
}

/**
 * The ways one province can be written: "PR - Parma", "PR", "Parma", "PARMA". Reading R-province:
 * a province given as "XX - Name" (the format of "EE - For Foreign Country") matches its code or its
 * name.
 */
export function provinceKeys(value: string | null | undefined): string[] {
  const whole = comparableName(value);
  if (whole === '') return [];
  const match = /^\s*([A-Za-z]{2})\s+-\s+(.+)$/.exec(value ?? '');
  return match ? [whole, comparableName(match[1]), comparableName(match[2])] : [whole];
}

export function sameProvince(a: string | null | undefined, b: string | null | undefined): boolean {
  const left = provinceKeys(a);
  return provinceKeys(b).some((key) => left.includes(key));
}

/**
 * The entry of `list` that `value` names, in the list's own spelling, or null. Reference lists are
 * the source of truth: what is stored is the list's entry, whatever case or accents were typed.
 */
export function pickFrom(list: readonly string[], value: string | null | undefined): string | null {
  const wanted = comparableName(value);
  if (wanted === '') return null;
  return list.find((entry) => comparableName(entry) === wanted) ?? null;
}

/** An Italian postcode (CAP) is five digits: "00184", "40121". */
export const ITALIAN_POSTCODE_PATTERN = /^\d{5}$/;

/**
 * Reading R-cap (decision 54): the postcode of an Italian address is five digits, in every form
 * that pairs a postcode with its country (the application's step 2, the profile's residence, the
 * voucher registration); elsewhere each form's own pattern holds. An empty postcode fits here:
 * whether it is required is the form's rule. Fails with `application.invalidItalianPostcode`.
 */
export function postcodeFitsCountry(
  postcode: string | null | undefined,
  country: string | null | undefined,
  countryIsItaly: (country: string) => boolean = isItaly,
): boolean {
  const value = (postcode ?? '').trim();
  const place = (country ?? '').trim();
  return value === '' || place === '' || !countryIsItaly(place) || ITALIAN_POSTCODE_PATTERN.test(value);
}

/**
 * Reading R-province-country (decision 54): where a form pairs a province picked from the Italian
 * provinces with its country, the province fits the country: an Italian one for Italy, "EE - For
 * Foreign Country" for any other. A form that changes the country drops the earlier pick (a
 * province hidden for a foreign country sends EE), and the server refuses a pair that does not fit
 * with `application.provinceNotInCountry`. Empty fits here: whether it is required is the form's
 * rule, and so is whether the province is in the list.
 */
export function provinceFitsCountry(
  province: string | null | undefined,
  country: string | null | undefined,
  countryIsItaly: (country: string) => boolean = isItaly,
): boolean {
  const place = (country ?? '').trim();
  if ((province ?? '').trim() === '' || place === '') return true;
  const foreign = sameProvince(province, FOREIGN_PROVINCE);
  return countryIsItaly(place) ? !foreign : foreign;
}
