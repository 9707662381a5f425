import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../test/fixtures.ts';
import { openTestDatabase } from '../test/test-app.ts';
import type { Database } from './client.ts';
import { containsPattern, personMatches } from './people-search.ts';
import { users } from './schema/index.ts';

/** The one person search, on the embedded database and on PostgreSQL alike. */
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await createUser(database.db, {
    firstName: 'Luca',
    lastName: 'Studenti',
    username: 'luca.s@example.com',
    email: 'luca@example.com',
    taxCode: 'STDLCU00A01H501Z',
    registrationNumber: 'M-2026_7',
  });
  await createUser(database.db, { firstName: 'Anna', lastName: 'Verdi', username: 'anna@example.org' });
});
afterAll(() => database.close());

const found = async (search: string) => {
  const rows = await database.db
    .select({ lastName: users.lastName })
    .from(users)
    .where(personMatches(users, search))
    .orderBy(users.lastName);
  return rows.map((r) => r.lastName);
};

describe('personMatches', () => {
  it.each([
    ['the first name', 'luc'],
    ['the last name in capitals', 'STUDENTI'],
    ['"first last"', 'luca stud'],
    ['"last first"', 'Studenti Luca'],
    ['the e-mail', 'luca@example'],
    ['the username', 'luca.s@'],
    ['the tax code, any case', 'lcu00a01'],
    ['the registration number', 'm-2026_7'],
  ])('finds a person by %s', async (_what, search) => {
    expect(await found(search)).toEqual(['Studenti']);
  });

  it('finds no match across two fields, and takes % and _ literally', async () => {
    expect(await found('luca luca@')).toEqual([]);
    expect(await found('%')).toEqual([]);
    expect(await found('M-2026_')).toEqual(['Studenti']);
    expect(await found('M-2026%')).toEqual([]);
    expect(await found('example')).toEqual(['Studenti', 'Verdi']);
  });

  it('searches an alias of the people table (a list that joins people twice)', async () => {
    const person = alias(users, 'person');
    const rows = await database.db
      .select({ lastName: person.lastName })
      .from(person)
      .where(personMatches(person, 'verdi'));
    expect(rows).toEqual([{ lastName: 'Verdi' }]);
  });

  it('is the expression of the trigram index users_search_idx (pg_trgm, loaded into PGlite too)', async () => {
    const plan = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(
        sql`explain select ${users.id} from ${users} where ${personMatches(users, 'studenti')}`,
      );
      return JSON.stringify((result as unknown as { rows: unknown[] }).rows);
    });
    expect(plan).toContain('users_search_idx');
  });
});

describe('containsPattern', () => {
  it('escapes the LIKE wildcards and the escape character', () => {
    expect(containsPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });
});
