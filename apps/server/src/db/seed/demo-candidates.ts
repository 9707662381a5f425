import { generateKeyPairSync } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { schoolClock } from '@school/domain/shared/clock';
import type { FileStorage } from '../../platform/storage/storage.ts';
import type { Db } from '../client.ts';
import {
  applications,
  billingRecords,
  clothingSizes,
  documents,
  encryptionKeys,
  instalments,
  visas,
} from '../schema/index.ts';
import { demoPdf, storeDemoPdf } from './demo-files.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type ApplicationSeed = Omit<typeof applications.$inferInsert, 'userId'>;
type DocumentSeed = Omit<typeof documents.$inferInsert, 'applicationId'> & { file?: string };
type InstalmentSeed = Omit<typeof instalments.$inferInsert, 'applicationId'>;
type VisaSeed = Omit<typeof visas.$inferInsert, 'applicationId'>;

/** Where the demo school's private key is written (real deployments keep it offline). */
export const DEMO_PRIVATE_KEY_FILE = path.join('keys', 'school-private.pem');

/** A day relative to today on the school's clock. */
export function demoDay(offset: number): string {
  const d = new Date(`${schoolClock(new Date()).today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
}

const LETTERS_F = ['XS', 'S', 'M', 'L', 'XL'];
const LETTERS_M = ['S', 'M', 'L', 'XL', 'XXL'];
const range = (from: number, to: number, step = 1) =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => String(from + i * step));

/** Uniform offers of the demo courses: cooking has a bomber and no vest, pastry the other way round. */
function clothingOffers() {
  const rows: Array<typeof clothingSizes.$inferInsert> = [];
  const add = (
    courseCode: string,
    sex: 'F' | 'M',
    item: (typeof clothingSizes.$inferInsert)['item'],
    sizes: string[],
  ) => {
    for (const size of sizes) rows.push({ courseCode, sex, item, size });
  };
  for (const course of ['CUCINA-2027A', 'CUCINA-2026B', 'PASTICCERIA-2027A']) {
    const pastry = course.startsWith('PASTICCERIA');
    add(course, 'F', 'shoes', range(35, 42));
    add(course, 'M', 'shoes', range(38, 46));
    add(course, 'F', 'trousers', range(38, 48, 2));
    add(course, 'M', 'trousers', range(44, 56, 2));
    for (const item of ['shirt', 'jacket', 'polo', pastry ? 'vest' : 'bomber'] as const) {
      add(course, 'F', item, LETTERS_F);
      add(course, 'M', item, item === 'jacket' ? [...LETTERS_M, '3XL'] : LETTERS_M);
    }
  }
  return rows;
}

export interface DemoCandidateData {
  application?: ApplicationSeed;
  history?: ApplicationSeed[];
  documents?: DocumentSeed[];
  instalments?: InstalmentSeed[];
  visa?: VisaSeed;
  billing?: Array<Omit<typeof billingRecords.$inferInsert, 'userId'>>;
}

/** Writes the school's demo key pair: the public key in the database, the private key to DATA_DIR/keys. */
export async function seedSchoolKey(tx: Tx, dataDir: string | undefined): Promise<string> {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const [key] = await tx
    .insert(encryptionKeys)
    .values({ name: 'Segreteria ALMA (demo)', publicKeyPem: publicKey })
    .returning({ id: encryptionKeys.id });
  if (!key) throw new Error('could not seed the school key');
  if (dataDir) {
    const file = path.resolve(dataDir, DEMO_PRIVATE_KEY_FILE);
    await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    await writeFile(file, privateKey, { mode: 0o600 });
  }
  return key.id;
}

export async function seedClothingOffers(tx: Tx) {
  await tx.insert(clothingSizes).values(clothingOffers()).onConflictDoNothing();
}

/** The candidate-area records of one demo person; uploaded documents get a small PDF in the storage. */
export async function seedCandidateData(
  tx: Tx,
  userId: string,
  data: DemoCandidateData,
  storage: FileStorage | undefined,
) {
  for (const old of data.history ?? []) await tx.insert(applications).values({ ...old, userId });
  for (const billing of data.billing ?? []) await tx.insert(billingRecords).values({ ...billing, userId });
  if (!data.application) return;
  const [application] = await tx
    .insert(applications)
    .values({ ...data.application, userId })
    .returning({ id: applications.id });
  if (!application) throw new Error('could not seed an application');
  for (const { file, ...document } of data.documents ?? []) {
    let stored: Partial<typeof documents.$inferInsert> = {};
    if (file && storage) stored = await storeDemoPdf(storage, demoPdf(file), `${file}.pdf`);
    await tx.insert(documents).values({ ...document, ...stored, applicationId: application.id });
  }
  if (data.instalments?.length) {
    await tx
      .insert(instalments)
      .values(data.instalments.map((i) => ({ ...i, applicationId: application.id })));
  }
  if (data.visa) await tx.insert(visas).values({ ...data.visa, applicationId: application.id });
}
