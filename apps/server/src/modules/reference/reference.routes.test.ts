import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { ListCallingCodesResponseSchema } from '@school/domain/reference/contracts/list-calling-codes';
import { ListCountriesResponseSchema } from '@school/domain/reference/contracts/list-countries';
import { ListMunicipalitiesResponseSchema } from '@school/domain/reference/contracts/list-municipalities';
import { ListProvincesResponseSchema } from '@school/domain/reference/contracts/list-provinces';
import { ListSchoolsResponseSchema } from '@school/domain/reference/contracts/list-schools';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fromPglite, PGLITE_EXTENSIONS } from '../../db/client.ts';
import { institutes } from '../../db/schema/index.ts';
import { seedCatalogue } from '../../test/application-fixtures.ts';
import { createTestApp, TestClient, type TestContext } from '../../test/test-app.ts';
import { importSchoolRegistry, parseSchoolRegistry, RegistryFormatError } from './import-schools.ts';
import { invalidateSchools } from './reference.service.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const FIXTURE = path.join(here, 'fixtures', 'scuole-statali-fixture.csv');

let ctx: TestContext;
let client: TestClient;
beforeAll(async () => {
  ctx = await createTestApp();
  client = new TestClient(ctx.app);
});
afterAll(() => ctx.close());

describe('GET /api/reference/countries — "Italian keys mapped to names, plus stateless"', () => {
  it.each([
    { locale: 'it', italy: 'Italia', stateless: 'Apolide' },
    { locale: 'en', italy: 'Italy', stateless: 'Stateless' },
    { locale: 'zh', italy: '意大利', stateless: '无国籍' },
  ])('names the countries in $locale, keyed by the Italian name', async ({ locale, italy, stateless }) => {
    const res = await client.get(`/api/reference/countries?locale=${locale}`);
    expect(res.statusCode).toBe(200);
    const { items } = ListCountriesResponseSchema.parse(res.json());
    expect(items.length).toBeGreaterThan(240);
    expect(items.find((c) => c.code === 'IT')).toEqual({ value: 'Italia', name: italy, code: 'IT' });
    expect(items.at(-1)).toEqual({ value: 'Apolide', name: stateless, code: null });
    expect(new Set(items.map((c) => c.value)).size).toBe(items.length);
  });

  it('defaults to Italian, refuses an unknown locale, and is cacheable with an ETag (304)', async () => {
    const res = await client.get('/api/reference/countries');
    expect(res.json().items.find((c: { code: string }) => c.code === 'DE').name).toBe('Germania');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await client.get('/api/reference/countries', { headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await client.get('/api/reference/countries?locale=fr')).statusCode).toBe(400);
  });
});

describe('GET /api/reference/calling-codes', () => {
  it('gives every country its international calling code', async () => {
    const res = await client.get('/api/reference/calling-codes?locale=en');
    const { items } = ListCallingCodesResponseSchema.parse(res.json());
    expect(items.find((c) => c.country === 'IT')).toEqual({ country: 'IT', name: 'Italy', prefix: '39' });
    expect(items.find((c) => c.country === 'AG')?.prefix).toBe('1');
    expect(items.find((c) => c.country === 'CN')?.prefix).toBe('86');
    expect(items.every((c) => /^\d{1,4}$/.test(c.prefix))).toBe(true);
  });
});

describe('GET /api/reference/regions and /provinces', () => {
  it('lists the 20 regions', async () => {
    const { items } = (await client.get('/api/reference/regions')).json();
    expect(items).toHaveLength(20);
    expect(items.map((r: { name: string }) => r.name)).toContain('Emilia-Romagna');
  });

  it('lists the provinces ("PR - Parma") of a region, compared without case, accents or hyphens', async () => {
    const { items } = ListProvincesResponseSchema.parse(
      (await client.get('/api/reference/provinces?region=emilia%20romagna')).json(),
    );
    expect(items).toHaveLength(9);
    expect(items.find((p) => p.code === 'FC')).toEqual({
      code: 'FC',
      name: 'Forlì-Cesena',
      region: 'Emilia-Romagna',
      value: 'FC - Forlì-Cesena',
      isForeign: false,
    });
  });

  it('lists every province with municipalities, then "EE - For Foreign Country"', async () => {
    const { items } = (await client.get('/api/reference/provinces')).json();
    expect(items.length).toBeGreaterThanOrEqual(105);
    expect(items.at(-1)).toMatchObject({ value: 'EE - For Foreign Country', isForeign: true });
    // Abolished provinces without municipalities are not offered.
    expect(items.map((p: { code: string }) => p.code)).not.toContain('CI');
  });
});

describe('GET /api/reference/municipalities', () => {
  it('finds names starting with the text first, then containing it', async () => {
    const { items, total } = ListMunicipalitiesResponseSchema.parse(
      (await client.get('/api/reference/municipalities?q=par')).json(),
    );
    expect(items).toHaveLength(50);
    expect(total).toBeGreaterThan(50);
    expect(items[0]?.name.toLowerCase().startsWith('par')).toBe(true);
    expect(
      items.some((m) => m.name === 'Parma' && m.province === 'PR' && m.region === 'Emilia-Romagna'),
    ).toBe(true);
  });

  it('ignores case, accents and apostrophes ("forli" finds Forlì, "laquila" L\'Aquila)', async () => {
    const forli = (await client.get('/api/reference/municipalities?q=FORLI')).json().items;
    expect(forli.map((m: { name: string }) => m.name)).toEqual(
      expect.arrayContaining(['Forlì', 'Forlì del Sannio']),
    );
    const aquila = (await client.get("/api/reference/municipalities?q=l'aquila")).json().items;
    expect(aquila[0]).toMatchObject({ name: "L'Aquila", province: 'AQ' });
  });

  it('lists a whole province by code, name or value, optionally narrowed by the text', async () => {
    const byCode = (await client.get('/api/reference/municipalities?province=PR')).json();
    expect(byCode.total).toBe(44);
    expect(byCode.items).toHaveLength(44);
    const byValue = (await client.get('/api/reference/municipalities?province=PR%20-%20Parma&q=sal')).json();
    expect(byValue.items.map((m: { name: string }) => m.name)).toEqual([
      'Sala Baganza',
      'Salsomaggiore Terme',
      'Sissa Trecasali',
    ]);
    const limited = (await client.get('/api/reference/municipalities?province=Torino&limit=10')).json();
    expect(limited.items).toHaveLength(10);
    expect(limited.total).toBeGreaterThan(300);
  });

  it('needs a province or a text, and a sane limit', async () => {
    expect((await client.get('/api/reference/municipalities')).statusCode).toBe(400);
    expect((await client.get('/api/reference/municipalities?q=a&limit=0')).statusCode).toBe(400);
    expect((await client.get('/api/reference/municipalities?q=a&limit=501')).statusCode).toBe(400);
  });
});

describe('GET /api/reference/picklists — values by locale prefix', () => {
  it.each([
    { locale: 'it', prefix: 'IT_', english: 0 },
    { locale: 'en', prefix: 'EN_', english: 4 },
    { locale: 'zh', prefix: 'EN_', english: 4 },
  ])('$locale shows the $prefix values', async ({ locale, prefix, english }) => {
    const body = (await client.get(`/api/reference/picklists?locale=${locale}`)).json();
    expect(body.qualification).toHaveLength(6);
    expect(body.qualification.every((o: { value: string }) => o.value.startsWith(prefix))).toBe(true);
    expect(body.qualification[0]).toEqual({
      value: `${prefix}Istituto Alberghiero`,
      name: 'Istituto Alberghiero',
    });
    expect(body.fieldOfStudy.map((o: { value: string }) => o.value)).toEqual(
      ['Alberghiero', 'Liceo', 'Tecnico', 'Professionale', 'Altro (specificare)'].map((n) => `${prefix}${n}`),
    );
    expect(body.howHeard).toHaveLength(7);
    expect(body.englishLevel).toHaveLength(english);
  });
});

describe('GET /api/reference/schools — filterSchools over the institutes table', () => {
  beforeEach(async () => {
    await ctx.reset();
    await seedCatalogue(ctx.db);
  });

  it('filters by region, province and city without case or accents', async () => {
    const region = ListSchoolsResponseSchema.parse(
      (await client.get('/api/reference/schools?region=EMILIA%20ROMAGNA')).json(),
    ).items;
    expect(region.map((s) => s.code).sort()).toEqual([
      'BORH01901A',
      'FORH020005',
      'PRRH010004',
      'RERH01000L',
      'RNRH01000Q',
    ]);
    const province = (await client.get('/api/reference/schools?province=FC')).json().items;
    expect(province).toEqual([
      {
        code: 'FORH020005',
        name: 'IPSSAR "PELLEGRINO ARTUSI"',
        city: 'Forlimpopoli',
        province: 'FC - Forlì-Cesena',
        region: 'Emilia-Romagna',
        type: 'IST PROF PER I SERVIZI ALBERGHIERI E RISTORAZIONE',
      },
    ]);
    const city = (
      await client.get("/api/reference/schools?city=reggio%20nell'emilia&province=Reggio%20Emilia")
    ).json();
    expect(city.items.map((s: { code: string }) => s.code)).toEqual(['RERH01000L']);
    const text = (await client.get('/api/reference/schools?q=artusi')).json();
    expect(text.items).toHaveLength(1);
    expect((await client.get('/api/reference/schools?region=Molise')).json().items).toEqual([]);
    expect((await client.get('/api/reference/schools')).json().items).toHaveLength(13);
  });

  it('is cacheable for five minutes with an ETag', async () => {
    const res = await client.get('/api/reference/schools?region=Lazio');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const again = await client.get('/api/reference/schools?region=Lazio', {
      headers: { 'if-none-match': res.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('the import of the ministry registry ("Anagrafe scuole statali" CSV)', () => {
  beforeEach(async () => {
    await ctx.reset();
    invalidateSchools(ctx.db);
  });

  it('keeps the hotel and culinary institutes, in the spelling of the reference lists', async () => {
    const parsed = parseSchoolRegistry(await readFile(FIXTURE));
    expect(parsed).toMatchObject({ rows: 7, otherSchools: 1, invalidLines: [8] });
    const byCode = Object.fromEntries(parsed.schools.map((s) => [s.code, s]));
    expect(Object.keys(byCode).sort()).toEqual([
      'FORH020005',
      'LERH03000V',
      'MBRH07201P',
      'RERH01000L',
      'UDRH01000R',
    ]);
    expect(byCode.FORH020005).toMatchObject({
      name: 'IPSSAR "PELLEGRINO ARTUSI"',
      city: 'Forlimpopoli',
      province: 'FC - Forlì-Cesena',
    });
    expect(byCode.RERH01000L).toMatchObject({
      name: 'IPSSAR ANGELO MOTTI',
      city: "Reggio nell'Emilia",
      province: 'RE - Reggio Emilia',
    });
    // A generic type with the RH code letters; the province named differently ("MONZA E DELLA BRIANZA").
    expect(byCode.MBRH07201P).toMatchObject({
      city: 'Monza',
      province: 'MB - Monza-Brianza',
      region: 'Lombardia',
    });
    // Castro exists in Bergamo and in Lecce: the province tells them apart.
    expect(byCode.LERH03000V).toMatchObject({ city: 'Castro', province: 'LE - Lecce', region: 'Puglia' });
    // "FRIULI-VENEZIA G." is the registry's abbreviation.
    expect(byCode.UDRH01000R).toMatchObject({
      region: 'Friuli-Venezia Giulia',
      type: 'IST PROF ALBERGHIERO',
    });
  });

  it('reads the comma-separated variant too, and refuses a file without the registry columns', async () => {
    const comma =
      'CODICESCUOLA,DENOMINAZIONESCUOLA,DESCRIZIONECOMUNE,PROVINCIA,REGIONE,DESCRIZIONETIPOLOGIAGRADOISTRUZIONESCUOLA\nPRRH010004,IPSSEOA MAGNAGHI,SALSOMAGGIORE TERME,PARMA,EMILIA ROMAGNA,IST PROF PER I SERVIZI ALBERGHIERI E RISTORAZIONE\n';
    expect(parseSchoolRegistry(comma).schools).toEqual([
      {
        code: 'PRRH010004',
        name: 'IPSSEOA MAGNAGHI',
        city: 'Salsomaggiore Terme',
        province: 'PR - Parma',
        region: 'Emilia-Romagna',
        type: 'IST PROF PER I SERVIZI ALBERGHIERI E RISTORAZIONE',
      },
    ]);
    expect(() => parseSchoolRegistry('CODICE;NOME\nX;Y\n')).toThrow(RegistryFormatError);
  });

  it('inserts, then updates by code (idempotent), and with replace removes the schools missing from the file', async () => {
    const csv = await readFile(FIXTURE);
    expect(await importSchoolRegistry(ctx.db, csv)).toMatchObject({
      imported: 5,
      inserted: 5,
      updated: 0,
      removed: 0,
    });
    expect(await importSchoolRegistry(ctx.db, csv)).toMatchObject({ inserted: 0, updated: 5 });
    expect(await ctx.db.select().from(institutes)).toHaveLength(5);
    // The API shows the import at once on this server.
    expect((await client.get('/api/reference/schools?region=Puglia')).json().items).toHaveLength(1);
    const smaller = (await readFile(FIXTURE, 'utf8'))
      .split('\n')
      .filter((line) => !line.includes('LERH03000V'))
      .join('\n');
    expect(await importSchoolRegistry(ctx.db, smaller, { replace: true })).toMatchObject({
      imported: 4,
      removed: 1,
    });
    expect((await client.get('/api/reference/schools?region=Puglia')).json().items).toHaveLength(0);
  });

  it('`npm run import:schools -w apps/server -- <file.csv>` imports into the configured database', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'import-schools-'));
    try {
      const copy = path.join(dataDir, 'registro.csv');
      await writeFile(copy, await readFile(FIXTURE));
      const run = promisify(execFile);
      const repoRoot = path.resolve(here, '../../../../..');
      // Run from the folder holding the file, as a person would: the relative path is resolved there.
      const { stdout } = await run(
        'npm',
        [
          '--prefix',
          repoRoot,
          'run',
          '--silent',
          '-w',
          'apps/server',
          'import:schools',
          '--',
          'registro.csv',
        ],
        { cwd: dataDir, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, timeout: 120_000 },
      );
      expect(stdout).toContain(
        '5 hotel and culinary institutes (5 new, 0 updated, 0 removed), 1 other schools skipped',
      );
      expect(stdout).toContain('invalid lines: 8');
      const client = await PGlite.create(path.join(dataDir, 'pglite'), { extensions: PGLITE_EXTENSIONS });
      const database = fromPglite(client);
      const rows = await database.db.select().from(institutes);
      await database.close();
      expect(rows.map((r) => r.code).sort()).toEqual([
        'FORH020005',
        'LERH03000V',
        'MBRH07201P',
        'RERH01000L',
        'UDRH01000R',
      ]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 150_000);
});

describe('the contract', () => {
  it('publishes the reference and application routes in the OpenAPI document', async () => {
    const spec = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const route of [
      '/api/reference/countries',
      '/api/reference/calling-codes',
      '/api/reference/regions',
      '/api/reference/provinces',
      '/api/reference/municipalities',
      '/api/reference/schools',
      '/api/reference/picklists',
      '/api/application/{productCode}/state',
      '/api/application/{productCode}/steps/{step}',
      '/api/application/{productCode}/files/{kind}',
      '/api/application/{productCode}/fee',
      '/api/application/{productCode}/fee/checkout',
      '/api/application/test-fee/checkout',
    ])
      expect(Object.keys(spec.paths), route).toContain(route);
  });
});
