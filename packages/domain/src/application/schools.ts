import { comparableName, sameName, sameProvince } from './places.ts';

/**
 * Italian hotel and culinary institutes (the ministry's school registry, loaded by the caller):
 * "in Italy region, province and city picks; institute pick list for Italian hotel-school
 * (IT_Istituto Alberghiero) with matching schools, otherwise free-text name; school filter matches
 * city, province and region case-insensitively" (specification 001, section 5, step 3).
 */
export interface School {
  /** The registry's school code (CODICESCUOLA), saved as Istituto__c. */
  code: string;
  name: string;
  city: string;
  province: string;
  region: string;
  /** The registry's type of school ("ISTITUTO PROFESSIONALE ALBERGHIERO"...). */
  type: string;
}

export interface SchoolFilter {
  region?: string | null;
  province?: string | null;
  city?: string | null;
  /** Only schools of this type. */
  type?: string | null;
  /** Free text searched inside the name, the city and the code (a search box). */
  query?: string | null;
}

/**
 * The schools matching every given criterion; an empty or missing criterion matches all.
 * Reading R-places: region, province and city compare case- AND accent-insensitively, and
 * apostrophes, hyphens and spaces count alike ("FORLI'" = "Forlì", "Emilia-Romagna" = "Emilia
 * Romagna"); a province may be written "PR - Parma", "PR" or "Parma". The query is a substring
 * test under the same comparison. The list's order is kept.
 */
export function filterSchools(schools: readonly School[], filter: SchoolFilter): School[] {
  const region = (filter.region ?? '').trim();
  const province = (filter.province ?? '').trim();
  const city = (filter.city ?? '').trim();
  const type = (filter.type ?? '').trim();
  const query = comparableName(filter.query);
  return schools.filter(
    (school) =>
      (region === '' || sameName(school.region, region)) &&
      (province === '' || sameProvince(school.province, province)) &&
      (city === '' || sameName(school.city, city)) &&
      (type === '' || sameName(school.type, type)) &&
      (query === '' ||
        comparableName(school.name).includes(query) ||
        comparableName(school.city).includes(query) ||
        comparableName(school.code).includes(query)),
  );
}

/** The school with this code (codes compare ignoring case and spaces), or null. */
export function findSchool(schools: readonly School[], code: string | null | undefined): School | null {
  const wanted = (code ?? '').trim().toUpperCase();
  if (wanted === '') return null;
  return schools.find((school) => school.code.trim().toUpperCase() === wanted) ?? null;
}

/**
 * Whether a row of the ministry's school registry (open data "Anagrafe scuole statali") is a hotel
 * or culinary institute, the schools the step-3 pick list offers ("institute pick list for Italian
 * hotel-school (IT_Istituto Alberghiero) with matching schools"). The registry tells them apart by
 * their type (DESCRIZIONETIPOLOGIAGRADOISTRUZIONESCUOLA: "IST PROF PER I SERVIZI ALBERGHIERI E
 * RISTORAZIONE", "IST PROF ALBERGHIERO", "... ENOGASTRONOMIA E OSPITALITA' ALBERGHIERA") or, for a
 * section of a larger institute whose type is generic, by the "RH" type letters of its ministry
 * code ("PRRH010004": province PR, type RH = hotel institute).
 */
export function isCulinaryInstitute(row: { code: string; type: string }): boolean {
  const type = comparableName(row.type);
  if (/\b(alberghier\w*|ristorazione|enogastronomi\w*)\b/.test(type)) return true;
  return /^[A-Z]{2}RH[A-Z0-9]{6}$/.test(row.code.trim().toUpperCase());
}
