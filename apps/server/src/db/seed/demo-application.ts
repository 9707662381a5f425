import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count } from 'drizzle-orm';
import { importSchoolRegistry } from '../../modules/reference/import-schools.ts';
import type { Db } from '../client.ts';
import { courseEditions, institutes } from '../schema/index.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Demo institutes, in the format of the ministry's registry (`npm run import:schools` reads the same). */
export const DEMO_INSTITUTES_CSV = path.join(here, 'institutes-demo.csv');

/** The course editions of the demo: two open to applications, one closed. */
export const DEMO_EDITIONS: Array<typeof courseEditions.$inferInsert> = [
  {
    productCode: 'CUCINA-2027A',
    courseCode: 'CUCINA',
    editionCode: '2027A',
    courseName: 'Corso Superiore di Cucina Italiana',
    editionName: '2027A',
    isOpen: true,
    startsOn: '2027-01-11',
    endsOn: '2027-12-17',
  },
  {
    productCode: 'PASTICCERIA-2027A',
    courseCode: 'PASTICCERIA',
    editionCode: '2027A',
    courseName: 'Corso Superiore di Pasticceria Italiana',
    editionName: '2027A',
    isOpen: true,
    startsOn: '2027-02-01',
    endsOn: '2027-12-17',
  },
  {
    productCode: 'CUCINA-2026B',
    courseCode: 'CUCINA',
    editionCode: '2026B',
    courseName: 'Corso Superiore di Cucina Italiana',
    editionName: '2026B',
    isOpen: false,
    startsOn: '2026-07-06',
    endsOn: '2027-05-28',
  },
];

/**
 * The application's demo catalogue: the course editions (added when missing) and the demo
 * institutes (only into an empty table, so a registry imported for real is never touched).
 * Idempotent: runs at every start with SEED_DEMO.
 */
export async function seedApplicationCatalogue(db: Db): Promise<void> {
  await db.insert(courseEditions).values(DEMO_EDITIONS).onConflictDoNothing();
  const [existing] = await db.select({ n: count() }).from(institutes);
  if ((existing?.n ?? 0) === 0) await importSchoolRegistry(db, await readFile(DEMO_INSTITUTES_CSV));
}
