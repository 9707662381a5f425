import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { passkeys, staffAudit } from '../../db/schema/index.ts';
import { createUser } from '../../test/fixtures.ts';
import { signIn } from '../../test/sign-in.ts';
import { createTestApp, TestClient, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const errorOf = (res: { json(): unknown }) => (res.json() as { error: { code: string } }).error;
const staff = (webappPermissions = ['Segreteria']) =>
  signIn(ctx, { categories: ['Dipendente'], webappPermissions });

/** A person with two passkeys, one used yesterday (inserted as the profile would store them). */
async function personWithPasskeys() {
  const person = await createUser(ctx.db, { password: null });
  const [phone, laptop] = await ctx.db
    .insert(passkeys)
    .values([
      {
        userId: person.id,
        credentialId: 'cred-phone',
        publicKey: 'pQECAyYgASFYIA',
        deviceType: 'multiDevice',
        backedUp: true,
        name: 'Telefono',
        createdAt: new Date('2026-10-01T08:00:00Z'),
        lastUsedAt: new Date('2026-11-28T09:30:00Z'),
      },
      {
        userId: person.id,
        credentialId: 'cred-laptop',
        publicKey: 'pQECAyYgASFYIA',
        deviceType: 'singleDevice',
        backedUp: false,
        name: 'Portatile',
        createdAt: new Date('2026-10-02T08:00:00Z'),
      },
    ])
    .returning();
  if (!phone || !laptop) throw new Error('passkeys not created');
  return { person, phone, laptop };
}

async function listOf(client: TestClient, personId: string) {
  const res = await client.get(`/api/staff/people/${personId}/passkeys`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().passkeys as Array<{ id: string; name: string; version: string }>;
}

describe('a person’s passkeys on the console', () => {
  it('shows any staff member their names and dates, oldest first', async () => {
    const { person, phone } = await personWithPasskeys();
    const { client } = await staff(['Amministrazione']);
    const list = await listOf(client, person.id);
    expect(list).toEqual([
      {
        id: phone.id,
        name: 'Telefono',
        createdAt: '2026-10-01T08:00:00.000Z',
        lastUsedAt: '2026-11-28T09:30:00.000Z',
        backedUp: true,
        version: expect.any(String),
      },
      expect.objectContaining({ name: 'Portatile', lastUsedAt: null, backedUp: false }),
    ]);
  });

  it('lets the secretariat remove one (a lost phone), even the last, audited', async () => {
    const { person, phone, laptop } = await personWithPasskeys();
    const { user: clerk, client } = await staff();
    for (const passkey of [phone, laptop]) {
      const [seen] = (await listOf(client, person.id)).filter((p) => p.id === passkey.id);
      const res = await client.delete(
        `/api/staff/people/${person.id}/passkeys/${passkey.id}?version=${encodeURIComponent(seen?.version ?? '')}`,
      );
      expect(res.statusCode, res.body).toBe(204);
    }
    expect(await ctx.db.select().from(passkeys)).toEqual([]);
    const audit = await ctx.db.select().from(staffAudit);
    expect(audit).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          changedBy: clerk.id,
          recordTable: 'passkeys',
          recordId: phone.id,
          field: 'name',
          before: 'Telefono',
          after: null,
        }),
      ]),
    );
    expect(new Set(audit.map((row) => row.recordId))).toEqual(new Set([phone.id, laptop.id]));
  });

  it('refuses a removal on a stale version (the passkey was used or renamed meanwhile)', async () => {
    const { person, phone } = await personWithPasskeys();
    const { client } = await staff();
    const [seen] = await listOf(client, person.id);
    await ctx.db.update(passkeys).set({ lastUsedAt: new Date() });
    const res = await client.delete(
      `/api/staff/people/${person.id}/passkeys/${phone.id}?version=${seen?.version}`,
    );
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).code).toBe('staff.staleRecord');
    expect(await ctx.db.select().from(passkeys)).toHaveLength(2);
    expect(await ctx.db.select().from(staffAudit)).toEqual([]);
  });

  it('answers 404 to a passkey of another person, and to a person who does not exist', async () => {
    const { phone } = await personWithPasskeys();
    const other = await createUser(ctx.db);
    const { client } = await staff();
    const [seen] = await listOf(client, phone.userId);
    const res = await client.delete(
      `/api/staff/people/${other.id}/passkeys/${phone.id}?version=${seen?.version}`,
    );
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).code).toBe('request.notFound');
    const nobody = await client.get('/api/staff/people/00000000-0000-4000-8000-000000000000/passkeys');
    expect(nobody.statusCode).toBe(404);
    expect(await ctx.db.select().from(passkeys)).toHaveLength(2);
  });

  it.each<[string, string]>([
    ['no version', ''],
    ['an empty version', '?version='],
    ['a version too long', `?version=${'v'.repeat(65)}`],
    ['an unknown parameter', '?version=abc&force=1'],
  ])('refuses a removal with %s', async (_case, query) => {
    const { person, phone } = await personWithPasskeys();
    const { client } = await staff();
    const res = await client.delete(`/api/staff/people/${person.id}/passkeys/${phone.id}${query}`);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('request.invalid');
    expect(await ctx.db.select().from(passkeys)).toHaveLength(2);
  });

  it('refuses ids that are no ids', async () => {
    const { person } = await personWithPasskeys();
    const { client } = await staff();
    const res = await client.delete(`/api/staff/people/${person.id}/passkeys/not-an-id?version=abc`);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('request.invalid');
  });

  it('is 404 to visitors and anyone not staff, 403 to staff without the secretariat for a removal', async () => {
    const { person, phone } = await personWithPasskeys();
    const { client: owner } = await signIn(ctx, { categories: ['Studente'] });
    const visitor = new TestClient(ctx.app);
    const { client: doorKeeper } = await signIn(ctx, {
      categories: ['Dipendente'],
      webappPermissions: ['Apertura Porte'],
    });
    const list = `/api/staff/people/${person.id}/passkeys`;
    const remove = `${list}/${phone.id}?version=abc`;
    for (const client of [visitor, owner, doorKeeper]) {
      for (const res of [await client.get(list), await client.delete(remove)]) {
        expect(res.statusCode).toBe(404);
        expect(errorOf(res).code).toBe('request.notFound');
      }
    }
    const { client: administration } = await staff(['Amministrazione']);
    const refused = await administration.delete(remove);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).code).toBe('auth.forbidden');
    expect(await ctx.db.select().from(passkeys)).toHaveLength(2);
  });
});
