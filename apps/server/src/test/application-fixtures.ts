import { readFile } from 'node:fs/promises';
import { expect } from 'vitest';
import type { Db } from '../db/client.ts';
import { courseEditions } from '../db/schema/index.ts';
import { DEMO_EDITIONS, DEMO_INSTITUTES_CSV } from '../db/seed/demo-application.ts';
import { importSchoolRegistry } from '../modules/reference/import-schools.ts';
import { invalidateSchools } from '../modules/reference/reference.service.ts';
import type { TestClient } from './test-app.ts';

/** Open editions CUCINA-2027A and PASTICCERIA-2027A, closed CUCINA-2026B. */
export const PRODUCT = 'CUCINA-2027A';
export const OTHER_PRODUCT = 'PASTICCERIA-2027A';
export const CLOSED_PRODUCT = 'CUCINA-2026B';

/** The demo editions and institutes (after ctx.reset()). */
export async function seedCatalogue(db: Db) {
  await db.insert(courseEditions).values(DEMO_EDITIONS).onConflictDoNothing();
  invalidateSchools(db);
  await importSchoolRegistry(db, await readFile(DEMO_INSTITUTES_CSV));
}

export const errorOf = (res: { json(): unknown }) =>
  (res.json() as { error: { code: string; fields?: Record<string, string> } }).error;

export { signIn } from './sign-in.ts';

export const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(40, 7)]);
export const EXE = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(62, 0),
  Buffer.from('This program cannot be run'),
]);

export const fileBody = (bytes: Buffer, fileName: string) => ({
  fileName,
  contentBase64: bytes.toString('base64'),
});

/** Valid forms of each step in Italian, for an account whose e-mail is `email`. */
export function validSteps(email: string) {
  return {
    0: {},
    1: {
      firstName: 'Anna',
      lastName: "D'Angelo",
      sex: 'F',
      mobilePrefix: '+39',
      mobileNumber: '333 1234567',
      email,
      secondaryEmail: 'anna.altra@example.com',
      privacy: true,
      marketing: false,
      notifications: true,
    },
    2: {
      birthDate: '2004-05-12',
      taxCode: 'dngnna04e52g337x',
      birthCity: 'Parma',
      birthProvince: 'PR - Parma',
      birthCountry: 'Italia',
      street: 'Via Roma 1',
      residenceCity: 'Parma',
      postalCode: '43121',
      residenceProvince: 'pr - parma',
      residenceCountry: 'italia',
      citizenship: 'Italia',
    },
    3: {
      qualification: 'IT_Istituto Alberghiero',
      graduationYear: '2023',
      instituteCountry: 'Italia',
      instituteRegion: 'Emilia-Romagna',
      instituteProvince: 'PR - Parma',
      instituteCity: 'Salsomaggiore Terme',
      instituteCode: 'PRRH010004',
      attendedOtherSchool: 'No',
      howKnown: 'IT_Fiera',
    },
    4: {},
    5: { cv: { name: 'cv.pdf', size: PDF.length } },
    6: {
      documentType: 'identityCard',
      documentNumber: 'CA12345AB',
      issueDate: '2022-01-10',
      expiryDate: '2032-01-10',
      issuingCountry: 'Italia',
      issuingProvince: 'PR - Parma',
      issuingMunicipality: 'parma',
      identityDocumentFile: { name: 'carta.pdf', size: PDF.length },
    },
  } as const;
}

export const stepUrl = (product: string, step: number | string, locale?: string) =>
  `/api/application/${product}/steps/${step}${locale ? `?locale=${locale}` : ''}`;

/**
 * Saves the steps from `from` to `to` (inclusive) with valid Italian forms, uploading the files
 * the steps name; the fee must be settled beforehand to pass step 4.
 */
export async function saveSteps(
  client: TestClient,
  email: string,
  from: number,
  to: number,
  product = PRODUCT,
) {
  const steps = validSteps(email);
  for (let step = from; step <= to; step++) {
    if (step === 5) {
      const up = await client.post(`/api/application/${product}/files/cv`, fileBody(PDF, 'cv.pdf'));
      expect(up.statusCode, up.body).toBe(200);
    }
    if (step === 6) {
      const up = await client.post(
        `/api/application/${product}/files/identityDocument`,
        fileBody(PDF, 'carta.pdf'),
      );
      expect(up.statusCode, up.body).toBe(200);
    }
    const res = await client.put(stepUrl(product, step), steps[step as keyof typeof steps]);
    expect(res.statusCode, `step ${step}: ${res.body}`).toBe(200);
  }
}
