import { STEP3_PICKLISTS } from '@school/domain/application/contracts/step-3';
import { localePicklist } from '@school/domain/application/picklists';
import { filterSchools, type School, type SchoolFilter } from '@school/domain/application/schools';
import {
  type ListMunicipalitiesQuery,
  MUNICIPALITIES_SEARCH_LIMIT,
} from '@school/domain/reference/contracts/list-municipalities';
import type { ListPicklistsResponse } from '@school/domain/reference/contracts/list-picklists';
import type { ApplicationLocale } from '@school/domain/shared/locale';
import type { Db } from '../../db/client.ts';
import { type KeptJson, keptJson, LruCache } from '../../lib/kept-json.ts';
import { listInstitutes } from './reference.repository.ts';
import { provincesOf, referenceData, searchMunicipalities } from './reference-data.ts';

/** Answers of the static lists, serialised once per process. */
const staticAnswers = new Map<string, KeptJson>();
function once(key: string, build: () => unknown): KeptJson {
  let answer = staticAnswers.get(key);
  if (!answer) {
    answer = keptJson(build());
    staticAnswers.set(key, answer);
  }
  return answer;
}

export function countriesAnswer(locale: ApplicationLocale): KeptJson {
  return once(`countries:${locale}`, () => ({ items: referenceData().countries[locale] }));
}

export function callingCodesAnswer(locale: ApplicationLocale): KeptJson {
  return once(`calling-codes:${locale}`, () => ({ items: referenceData().callingCodes[locale] }));
}

export function regionsAnswer(): KeptJson {
  return once('regions', () => ({ items: referenceData().regions.map((name) => ({ name })) }));
}

const provinceAnswers = new LruCache<KeptJson>(200);
export function provincesAnswer(region: string | undefined): KeptJson {
  const key = (region ?? '').trim().toLowerCase();
  return provinceAnswers.keep(key, () => keptJson({ items: provincesOf(referenceData(), region) }));
}

const municipalityAnswers = new LruCache<KeptJson>(2000);
export function municipalitiesAnswer(query: ListMunicipalitiesQuery): KeptJson {
  const limit = query.limit ?? (query.q ? MUNICIPALITIES_SEARCH_LIMIT : Number.MAX_SAFE_INTEGER);
  const key = JSON.stringify([query.province ?? '', query.q ?? '', limit]);
  return municipalityAnswers.keep(key, () => {
    const found = searchMunicipalities(referenceData(), query);
    return keptJson({
      items: found.slice(0, limit).map(({ name, province, region }) => ({ name, province, region })),
      total: found.length,
    });
  });
}

/** Each of step 3's picklists (`STEP3_PICKLISTS`: the list that offers a field, its values) in `locale`. */
export function picklists(locale: ApplicationLocale): ListPicklistsResponse {
  return Object.fromEntries(
    Object.values(STEP3_PICKLISTS).map(({ list, values }) => [list, localePicklist(values, locale)]),
  ) as ListPicklistsResponse;
}

export function picklistsAnswer(locale: ApplicationLocale): KeptJson {
  return once(`picklists:${locale}`, () => picklists(locale));
}

// ---------------------------------------------------------------------------------------------
// Schools: the institutes table, kept in memory for a minute per database

/** How long a server keeps the institutes before reading them again (an import elsewhere shows within it). */
export const SCHOOLS_TTL_MS = 60_000;

interface SchoolDirectory {
  loadedAt: number;
  schools: Promise<School[]>;
  answers: LruCache<KeptJson>;
}
const directories = new WeakMap<Db, SchoolDirectory>();

function directory(db: Db): SchoolDirectory {
  const current = directories.get(db);
  if (current && Date.now() - current.loadedAt < SCHOOLS_TTL_MS) return current;
  const schools = listInstitutes(db).then((rows) =>
    rows.map(({ code, name, city, province, region, type }) => ({
      code,
      name,
      city,
      province,
      region,
      type,
    })),
  );
  const fresh: SchoolDirectory = { loadedAt: Date.now(), schools, answers: new LruCache(1000) };
  // A failed read is not kept.
  schools.catch(() => {
    if (directories.get(db) === fresh) directories.delete(db);
  });
  directories.set(db, fresh);
  return fresh;
}

/** Every institute (code, name, city, province, region, type), by name. */
export async function allSchools(db: Db): Promise<School[]> {
  return directory(db).schools;
}

/** Forgets the institutes kept in memory for `db` (after an import). */
export function invalidateSchools(db: Db): void {
  directories.delete(db);
}

/** The institutes matching the filter (`filterSchools`), serialised. */
export async function schoolsAnswer(db: Db, filter: SchoolFilter): Promise<KeptJson> {
  const dir = directory(db);
  const key = JSON.stringify([
    filter.region ?? '',
    filter.province ?? '',
    filter.city ?? '',
    filter.query ?? '',
  ]);
  const schools = await dir.schools;
  return dir.answers.keep(key, () => keptJson({ items: filterSchools(schools, filter) }));
}
