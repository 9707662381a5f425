import { comparableName, pickFrom } from '@school/domain/application/places';
import { isCulinaryInstitute, type School } from '@school/domain/application/schools';
import { parse } from 'csv-parse/sync';
import type { Db } from '../../db/client.ts';
import { deleteInstitutesExcept, upsertInstitutes } from './reference.repository.ts';
import { invalidateSchools } from './reference.service.ts';
import { type ReferenceData, referenceData } from './reference-data.ts';

/**
 * The ministry's open-data school registry ("Anagrafe scuole statali", one CSV per school year):
 * the columns read. The file has more (ANNOSCOLASTICO, AREAGEOGRAFICA, INDIRIZZOSCUOLA, CAPSCUOLA,
 * CODICECOMUNESCUOLA, ...); they are ignored.
 */
export const REGISTRY_COLUMNS = [
  'CODICESCUOLA',
  'DENOMINAZIONESCUOLA',
  'DESCRIZIONECOMUNE',
  'PROVINCIA',
  'REGIONE',
  'DESCRIZIONETIPOLOGIAGRADOISTRUZIONESCUOLA',
] as const;
type RegistryRow = Record<(typeof REGISTRY_COLUMNS)[number], string>;

/** A ministry school code: 10 letters and digits ("PRRH010004"). */
const SCHOOL_CODE = /^[A-Z0-9]{10}$/;

/** Region names the registry abbreviates. */
const REGION_ALIASES: Record<string, string> = { 'friuli venezia g': 'Friuli-Venezia Giulia' };

export class RegistryFormatError extends Error {}

export interface ParsedRegistry {
  schools: School[];
  /** Data rows read. */
  rows: number;
  /** Rows of other kinds of school. */
  otherSchools: number;
  /** Rows without a valid code or name (line numbers, 1 = header). */
  invalidLines: number[];
}

const collapse = (value: string) => value.replace(/\s+/g, ' ').trim();

/**
 * The place of a registry row in the spelling of the reference lists: the municipality named by
 * DESCRIZIONECOMUNE ("FORLI'" is "Forlì"; a name shared by several provinces is told apart by
 * PROVINCIA), else the province named by PROVINCIA; the region is the province's. What cannot be
 * matched is kept as the registry wrote it.
 */
function placeOf(data: ReferenceData, row: RegistryRow): Pick<School, 'city' | 'province' | 'region'> {
  const cityKey = comparableName(row.DESCRIZIONECOMUNE);
  const byProvince = new Set(
    data.provinces
      .filter(
        (p) =>
          !p.isForeign &&
          (comparableName(p.name) === comparableName(row.PROVINCIA) ||
            p.code === row.PROVINCIA.trim().toUpperCase()),
      )
      .map((p) => p.code),
  );
  let towns = data.municipalities.filter((m) => m.key === cityKey);
  if (towns.length > 1 && byProvince.size > 0) towns = towns.filter((m) => byProvince.has(m.province));
  const town = towns.length === 1 ? towns[0] : undefined;
  const provinceCode = town?.province ?? (byProvince.size === 1 ? [...byProvince][0] : undefined);
  const province = data.provinces.find((p) => p.code === provinceCode);
  const region =
    province?.region ||
    pickFrom(data.regions, row.REGIONE) ||
    REGION_ALIASES[comparableName(row.REGIONE)] ||
    collapse(row.REGIONE);
  return {
    city: town?.name ?? collapse(row.DESCRIZIONECOMUNE),
    province: province?.value ?? collapse(row.PROVINCIA),
    region,
  };
}

/**
 * Reads the registry CSV (comma or semicolon separated, quoted or not, with or without a BOM) and
 * keeps the hotel and culinary institutes (`isCulinaryInstitute`). A file without the columns
 * above is refused (RegistryFormatError).
 */
export function parseSchoolRegistry(
  csv: string | Buffer,
  data: ReferenceData = referenceData(),
): ParsedRegistry {
  const text = (typeof csv === 'string' ? csv : csv.toString('utf8')).replace(/^\uFEFF/, '');
  const header = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = (header.match(/;/g)?.length ?? 0) > (header.match(/,/g)?.length ?? 0) ? ';' : ',';
  const records = parse(text, {
    delimiter,
    columns: (names: string[]) => names.map((name) => name.trim().toUpperCase()),
    skip_empty_lines: true,
    trim: true,
    relax_column_count: true,
    relax_quotes: true,
  }) as Array<Record<string, string | undefined>>;
  const present = new Set(
    header.split(delimiter).map((name) => name.replace(/^"|"$/g, '').trim().toUpperCase()),
  );
  const missing = REGISTRY_COLUMNS.filter((column) => !present.has(column));
  if (missing.length > 0) throw new RegistryFormatError(`missing columns: ${missing.join(', ')}`);

  const schools = new Map<string, School>();
  const invalidLines: number[] = [];
  let otherSchools = 0;
  records.forEach((record, index) => {
    const row = Object.fromEntries(REGISTRY_COLUMNS.map((c) => [c, record[c] ?? ''])) as RegistryRow;
    const code = row.CODICESCUOLA.trim().toUpperCase();
    const name = collapse(row.DENOMINAZIONESCUOLA);
    if (!SCHOOL_CODE.test(code) || name === '') {
      invalidLines.push(index + 2);
      return;
    }
    const type = collapse(row.DESCRIZIONETIPOLOGIAGRADOISTRUZIONESCUOLA);
    if (!isCulinaryInstitute({ code, type })) {
      otherSchools++;
      return;
    }
    schools.set(code, { code, name, type, ...placeOf(data, row) });
  });
  return { schools: [...schools.values()], rows: records.length, otherSchools, invalidLines };
}

export interface ImportResult extends Omit<ParsedRegistry, 'schools'> {
  imported: number;
  inserted: number;
  updated: number;
  removed: number;
}

/**
 * Imports the hotel and culinary institutes of a registry file: inserted or updated by code in one
 * transaction; with `replace`, the institutes missing from the file are removed (a whole year's
 * registry). The servers reload the list within a minute (the schools cache).
 */
export async function importSchoolRegistry(
  db: Db,
  csv: string | Buffer,
  options: { replace?: boolean } = {},
): Promise<ImportResult> {
  const { schools, ...parsed } = parseSchoolRegistry(csv);
  const result = await db.transaction(async (tx) => {
    const counts = await upsertInstitutes(tx, schools, new Date());
    const removed = options.replace
      ? await deleteInstitutesExcept(
          tx,
          schools.map((s) => s.code),
        )
      : 0;
    return { ...counts, removed };
  });
  invalidateSchools(db);
  return { ...parsed, imported: schools.length, ...result };
}
