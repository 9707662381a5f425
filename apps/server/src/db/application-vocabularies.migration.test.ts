import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { FIELD_OF_STUDY_VALUES, isQualificationValue } from '@school/domain/application/picklists';
import { StudiesDataSchema } from '@school/domain/profile/contracts/profile';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-app.ts';
import { type Database, migrationsFolder } from './client.ts';
import { type NewUserRow, users } from './schema/index.ts';

/**
 * Migration 0006 (decision 27) on accounts stored before it: run again on a migrated database
 * (its statements are updates that leave converted values alone), over rows holding the old values.
 */
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function runMigration() {
  const text = await readFile(path.join(migrationsFolder, '0006_application_vocabularies.sql'), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    await database.db.execute(sql.raw(statement));
  }
}

const OLD: Array<{ row: Partial<NewUserRow>; expected: Partial<NewUserRow> }> = [
  {
    row: { qualification: 'hospitalityDiploma', mobilePhone: '+39 3331234567', phone2: '+44 7700 900123' },
    expected: {
      qualification: 'IT_Diploma di Scuola Superiore',
      fieldOfStudy: 'IT_Alberghiero',
      mobilePhone: '+393331234567',
      phone2: '+447700900123',
    },
  },
  {
    row: { language: 'en', qualification: 'master', mobilePhone: '+86 13812345678' },
    expected: { qualification: 'EN_Laurea Magistrale', fieldOfStudy: '', mobilePhone: '+8613812345678' },
  },
  { row: { qualification: 'middleSchool' }, expected: { qualification: 'IT_Nessun Diploma' } },
  {
    row: { qualification: 'Diploma di Scuola Superiore', fieldOfStudy: 'Liceo scientifico' },
    expected: {
      qualification: 'IT_Diploma di Scuola Superiore',
      fieldOfStudy: 'IT_Altro (specificare)',
      otherQualification: 'Liceo scientifico',
    },
  },
  {
    row: { language: 'en', qualification: 'EN_Diploma di Scuola Superiore', fieldOfStudy: 'Tecnico' },
    expected: { qualification: 'EN_Diploma di Scuola Superiore', fieldOfStudy: 'EN_Tecnico' },
  },
  {
    row: { qualification: 'Dottorato di ricerca' },
    expected: { qualification: 'IT_Altro (specificare)', otherQualification: 'Dottorato di ricerca' },
  },
  {
    row: { qualification: 'IT_Laurea Triennale', fieldOfStudy: 'Hospitality' },
    expected: { qualification: 'IT_Laurea Triennale', fieldOfStudy: '', otherQualification: '' },
  },
  // Values already right, and a landline or a phone without prefix, are left alone.
  {
    row: { qualification: 'EN_Istituto Alberghiero', mobilePhone: '+393331234567', phone: '+39 0521 000000' },
    expected: {
      qualification: 'EN_Istituto Alberghiero',
      mobilePhone: '+393331234567',
      phone: '+39 0521 000000',
    },
  },
  { row: { mobilePhone: '333 1234567' }, expected: { qualification: '', mobilePhone: '333 1234567' } },
];

describe('migration 0006: the application vocabularies on stored accounts', () => {
  it('converts the old values and leaves the right ones alone', async () => {
    const ids: string[] = [];
    for (const [i, { row }] of OLD.entries()) {
      const [inserted] = await database.db
        .insert(users)
        .values({ username: `old${i}@example.test`, ...row })
        .returning({ id: users.id });
      ids.push(inserted?.id ?? '');
    }
    await runMigration();
    for (const [i, { expected }] of OLD.entries()) {
      const [row] = await database.db
        .select()
        .from(users)
        .where(eq(users.id, ids[i] ?? ''));
      expect(row, JSON.stringify(OLD[i]?.row)).toMatchObject(expected);
      expect(isQualificationValue(row?.qualification ?? 'x')).toBe(true);
      expect(['', ...FIELD_OF_STUDY_VALUES]).toContain(row?.fieldOfStudy);
      // The profile reads the qualification back through its contract.
      expect(StudiesDataSchema.shape.qualification.safeParse(row?.qualification).success).toBe(true);
    }
    // A second run changes nothing.
    const before = await database.db.select().from(users);
    await runMigration();
    expect(await database.db.select().from(users)).toEqual(before);
  });
});
