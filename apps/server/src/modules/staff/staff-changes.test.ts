import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DbOrTx } from '../../db/client.ts';
import { staffAudit, type UserRow, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { createUser } from '../../test/fixtures.ts';
import { openTestDatabase } from '../../test/test-app.ts';
import { changeOnVersion, removeOnVersion, rowVersion } from './staff-changes.ts';
import { lockPerson, updatePerson } from './staff-people.repository.ts';

/** The one way of a staff change (lock, version, write, audit), on each database. */
let database: Database;
let staff: UserRow;
beforeAll(async () => {
  database = await openTestDatabase();
  staff = await createUser(database.db, { firstName: 'Sara', lastName: 'Segreteria' });
});
afterAll(() => database.close());

const personChange = (person: UserRow, seen: string, except?: readonly string[]) => ({
  by: staff.id,
  table: users,
  lock: (tx: DbOrTx) => lockPerson(tx, person.id),
  seen,
  except,
});

const auditOf = (person: UserRow) =>
  database.db.select().from(staffAudit).where(eq(staffAudit.recordId, person.id)).orderBy(staffAudit.id);

const stored = async (person: UserRow) =>
  (await database.db.select().from(users).where(eq(users.id, person.id)))[0] ?? null;

/** The AppError a change is refused with. */
async function refusal(change: Promise<unknown>): Promise<{ status: number; code: string }> {
  const error = await change.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return { status: error.status, code: error.code };
}

describe('changeOnVersion', () => {
  it('writes on the version read and audits only the fields that changed', async () => {
    const person = await createUser(database.db, { firstName: 'Anna', lastName: 'Rossi' });
    const after = await changeOnVersion(database.db, personChange(person, rowVersion(users, person)), (tx) =>
      updatePerson(tx, person.id, { firstName: 'Anita', lastName: 'Rossi' }),
    );
    expect(after.firstName).toBe('Anita');
    expect(await stored(person)).toMatchObject({ firstName: 'Anita', lastName: 'Rossi' });
    const audit = await auditOf(person);
    expect(audit.map((a) => [a.field, a.before, a.after, a.changedBy, a.recordTable])).toEqual([
      ['firstName', 'Anna', 'Anita', staff.id, 'users'],
    ]);
  });

  it('gives the callback the locked row to re-check', async () => {
    const person = await createUser(database.db, { isBlocked: true });
    const seen: boolean[] = [];
    await changeOnVersion(
      database.db,
      personChange(person, rowVersion(users, person)),
      async (tx, locked) => {
        seen.push(locked.isBlocked);
        return updatePerson(tx, person.id, { isBlocked: false });
      },
    );
    expect(seen).toEqual([true]);
    expect((await auditOf(person)).map((a) => [a.field, a.before, a.after])).toEqual([
      ['isBlocked', true, false],
    ]);
  });

  it('refuses a stale version with 409 staff.staleRecord: nothing written, no audit row', async () => {
    const person = await createUser(database.db, { firstName: 'Anna' });
    const seen = rowVersion(users, person);
    await updatePerson(database.db, person.id, { lastName: 'Bianchi' }); // someone else, meanwhile
    let written = false;
    const change = changeOnVersion(database.db, personChange(person, seen), (tx) => {
      written = true;
      return updatePerson(tx, person.id, { firstName: 'Anita' });
    });
    expect(await refusal(change)).toEqual({ status: 409, code: 'staff.staleRecord' });
    expect(written).toBe(false);
    expect(await stored(person)).toMatchObject({ firstName: 'Anna', lastName: 'Bianchi' });
    expect(await auditOf(person)).toEqual([]);
  });

  it('leaves the columns the version excludes out of the check', async () => {
    const person = await createUser(database.db, { firstName: 'Anna' });
    const except = ['lastName', 'updatedAt'];
    const seen = rowVersion(users, person, except);
    await updatePerson(database.db, person.id, { lastName: 'Bianchi' });
    await changeOnVersion(database.db, personChange(person, seen, except), (tx) =>
      updatePerson(tx, person.id, { firstName: 'Anita' }),
    );
    expect(await stored(person)).toMatchObject({ firstName: 'Anita', lastName: 'Bianchi' });
  });

  it('answers 404 for a record that is gone, without calling the write', async () => {
    const person = await createUser(database.db);
    const seen = rowVersion(users, person);
    await database.db.delete(users).where(eq(users.id, person.id));
    let written = false;
    const change = changeOnVersion(database.db, personChange(person, seen), async () => {
      written = true;
      return { id: person.id };
    });
    expect(await refusal(change)).toMatchObject({ status: 404 });
    expect(written).toBe(false);
    expect(await auditOf(person)).toEqual([]);
  });

  it('an error thrown in the callback undoes its write and leaves no audit row', async () => {
    const person = await createUser(database.db, { firstName: 'Anna' });
    const change = changeOnVersion(
      database.db,
      personChange(person, rowVersion(users, person)),
      async (tx) => {
        await updatePerson(tx, person.id, { firstName: 'Anita' });
        throw new AppError(409, 'staff.registrationNumberTaken');
      },
    );
    expect(await refusal(change)).toEqual({ status: 409, code: 'staff.registrationNumberTaken' });
    expect(await stored(person)).toMatchObject({ firstName: 'Anna' });
    expect(await auditOf(person)).toEqual([]);
  });
});

describe('removeOnVersion', () => {
  it('deletes on the version read and audits every field as gone', async () => {
    const person = await createUser(database.db, { firstName: 'Anna', lastName: 'Rossi' });
    await removeOnVersion(database.db, personChange(person, rowVersion(users, person)), (tx) =>
      tx.delete(users).where(eq(users.id, person.id)),
    );
    expect(await stored(person)).toBeNull();
    const audit = await auditOf(person);
    expect(audit.map((a) => [a.field, a.after])).toContainEqual(['firstName', null]);
    expect(audit.map((a) => [a.field, a.before])).toContainEqual(['lastName', 'Rossi']);
    expect(audit.every((a) => a.after === null)).toBe(true);
    expect(audit.map((a) => a.field)).not.toContain('id');
  });

  it('refuses a stale version with 409 staff.staleRecord: the record stays, no audit row', async () => {
    const person = await createUser(database.db, { firstName: 'Anna' });
    const seen = rowVersion(users, person);
    await updatePerson(database.db, person.id, { firstName: 'Anita' });
    const removal = removeOnVersion(database.db, personChange(person, seen), (tx) =>
      tx.delete(users).where(eq(users.id, person.id)),
    );
    expect(await refusal(removal)).toEqual({ status: 409, code: 'staff.staleRecord' });
    expect(await stored(person)).toMatchObject({ firstName: 'Anita' });
    expect(await auditOf(person)).toEqual([]);
  });
});
