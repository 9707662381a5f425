import { PASSKEYS_MAX } from '@school/domain/auth/passkeys';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  loginFailures,
  mailOutbox,
  passkeyChallenges,
  passkeys,
  sessions,
  trustedDevices,
  userIdentities,
  users,
} from '../../db/schema/index.ts';
import { type createUser, PASSWORD } from '../../test/fixtures.ts';
import { SoftPasskey, type Tampering } from '../../test/passkey-authenticator.ts';
import { signIn } from '../../test/sign-in.ts';
import { createTestApp, TestClient, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { LOGIN_MAX_FAILURES_PER_ADDRESS: '4' } });
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const errorOf = (res: { json(): unknown }) =>
  (res.json() as { error: { code: string; fields?: Record<string, string> } }).error;
const storedPasskeys = () => ctx.db.select().from(passkeys);

type Options = { challenge: string; user: { id: string } };

async function registrationOptions(client: TestClient): Promise<Options> {
  const res = await client.post('/api/auth/passkeys/registration-options');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().options;
}

/** Adds a passkey the way the profile does: options, the authenticator's answer, its name. */
async function addPasskey(client: TestClient, passkey: SoftPasskey, name = 'iPhone', tamper: Tampering = {}) {
  const options = await registrationOptions(client);
  return client.post('/api/auth/passkeys', { name, response: passkey.register(options, tamper) });
}

async function signInOptions(client: TestClient): Promise<{ challenge: string }> {
  const res = await client.post('/api/auth/passkeys/sign-in-options');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().options;
}

async function signInWith(passkey: SoftPasskey, tamper: Tampering = {}, client = new TestClient(ctx.app)) {
  const options = await signInOptions(client);
  const res = await client.post('/api/auth/passkeys/sign-in', { response: passkey.signIn(options, tamper) });
  return { res, client };
}

/** A signed-in person with one passkey. */
async function personWithPasskey(values: Parameters<typeof createUser>[1] = {}) {
  const signedIn = await signIn(ctx, values);
  const passkey = new SoftPasskey();
  const res = await addPasskey(signedIn.client, passkey);
  expect(res.statusCode, res.body).toBe(201);
  return { ...signedIn, passkey, passkeyId: res.json().passkey.id as string };
}

describe('adding a passkey in the profile', () => {
  it('stores it for the signed-in person with its name, counter, backup state and transports', async () => {
    const { user, client } = await signIn(ctx);
    const options = await registrationOptions(client);
    expect(options).toMatchObject({
      rp: { id: 'portal.test', name: 'ALMA' },
      user: { name: user.username },
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      attestation: 'none',
    });
    expect(options).toMatchObject({
      pubKeyCredParams: [
        { alg: -8, type: 'public-key' },
        { alg: -7, type: 'public-key' },
        { alg: -257, type: 'public-key' },
      ],
    });
    const passkey = new SoftPasskey();
    const res = await client.post('/api/auth/passkeys', {
      name: '  iPhone di Anna ',
      response: passkey.register(options),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().passkey).toMatchObject({ name: 'iPhone di Anna', lastUsedAt: null, backedUp: true });
    const [row] = await storedPasskeys();
    expect(row).toMatchObject({
      userId: user.id,
      credentialId: passkey.id,
      counter: 0,
      deviceType: 'multiDevice',
      backedUp: true,
      transports: ['internal', 'hybrid'],
      name: 'iPhone di Anna',
    });
    // The challenge worked once.
    expect(await ctx.db.select().from(passkeyChallenges)).toEqual([]);

    const list = await client.get('/api/auth/passkeys');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({
      passkeys: [
        {
          id: row?.id,
          name: 'iPhone di Anna',
          createdAt: row?.createdAt.toISOString(),
          lastUsedAt: null,
          backedUp: true,
        },
      ],
      hasPassword: true,
      identities: 0,
    });
  });

  it('holds several passkeys per account and excludes the ones registered already', async () => {
    const { client } = await signIn(ctx);
    const phone = new SoftPasskey();
    expect((await addPasskey(client, phone, 'Telefono')).statusCode).toBe(201);
    const options = await registrationOptions(client);
    expect(options).toMatchObject({ excludeCredentials: [{ id: phone.id, type: 'public-key' }] });
    const laptop = new SoftPasskey();
    const res = await client.post('/api/auth/passkeys', {
      name: 'Portatile',
      response: laptop.register(options),
    });
    expect(res.statusCode).toBe(201);
    expect(
      (await client.get('/api/auth/passkeys')).json().passkeys.map((p: { name: string }) => p.name),
    ).toEqual(['Telefono', 'Portatile']);
  });

  it('refuses a passkey registered already, on this account or another (unique credential id)', async () => {
    const { passkey, client } = await personWithPasskey();
    const again = await addPasskey(client, passkey, 'Di nuovo');
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('auth.passkeyAlreadyRegistered');
    const { client: other } = await signIn(ctx);
    const res = await addPasskey(other, passkey, 'Rubata');
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).code).toBe('auth.passkeyAlreadyRegistered');
    expect(await storedPasskeys()).toHaveLength(1);
  });

  it('refuses a registration challenge issued to another person or another session', async () => {
    const { client: anna } = await signIn(ctx);
    const { client: bruno } = await signIn(ctx);
    const annasOptions = await registrationOptions(anna);
    // Bruno answers Anna's challenge: it is not his.
    const res = await bruno.post('/api/auth/passkeys', {
      name: 'Di Anna',
      response: new SoftPasskey().register(annasOptions),
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('auth.passkeyInvalid');
    // Anna herself, from a new session (a password sign-in elsewhere): not the session it was for.
    const elsewhere = new TestClient(ctx.app);
    const [annaRow] = await ctx.db
      .select()
      .from(users)
      .limit(1)
      .where(eq(users.id, (await anna.get('/api/me')).json().user.id));
    expect(
      (await elsewhere.post('/api/auth/login', { username: annaRow?.username, password: PASSWORD }))
        .statusCode,
    ).toBe(200);
    const fromElsewhere = await elsewhere.post('/api/auth/passkeys', {
      name: 'Di Anna',
      response: new SoftPasskey().register(annasOptions),
    });
    expect(fromElsewhere.statusCode).toBe(400);
    expect(await storedPasskeys()).toEqual([]);
    // Where it was issued, it still works: the refusals did not take it.
    const own = await anna.post('/api/auth/passkeys', {
      name: 'Mia',
      response: new SoftPasskey().register(annasOptions),
    });
    expect(own.statusCode).toBe(201);
  });

  it.each<[string, Tampering]>([
    ['another origin', { origin: 'https://evil.example' }],
    ['another relying party', { rpId: 'evil.example' }],
    ['no user verification', { userVerified: false }],
    ['a challenge never issued', { challenge: 'bm90LWlzc3VlZA' }],
  ])('refuses an answer with %s and stores nothing', async (_case, tamper) => {
    const { client } = await signIn(ctx);
    const res = await addPasskey(client, new SoftPasskey(), 'iPhone', tamper);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('auth.passkeyInvalid');
    expect(await storedPasskeys()).toEqual([]);
  });

  it('refuses an expired challenge', async () => {
    const { client } = await signIn(ctx);
    const options = await registrationOptions(client);
    await ctx.db.update(passkeyChallenges).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await client.post('/api/auth/passkeys', {
      name: 'iPhone',
      response: new SoftPasskey().register(options),
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('auth.passkeyInvalid');
    expect(await storedPasskeys()).toEqual([]);
  });

  it(`refuses more than ${PASSKEYS_MAX} passkeys`, async () => {
    const { user, client } = await signIn(ctx);
    await ctx.db.insert(passkeys).values(
      Array.from({ length: PASSKEYS_MAX }, (_, i) => ({
        userId: user.id,
        credentialId: `credential-${i}`,
        publicKey: 'AA',
        deviceType: 'singleDevice',
        backedUp: false,
        name: `Chiave ${i}`,
      })),
    );
    const res = await client.post('/api/auth/passkeys/registration-options');
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).code).toBe('auth.passkeyLimit');
  });

  describe('bad input is refused with a code and changes nothing', () => {
    it.each<[string, (response: Record<string, unknown>) => unknown, number, string]>([
      [
        'a huge attestation',
        (r) => ({
          name: 'x',
          response: { ...r, response: { ...(r.response as object), attestationObject: 'A'.repeat(40_000) } },
        }),
        400,
        'request.invalid',
      ],
      [
        'a garbled attestation (not base64url)',
        (r) => ({
          name: 'x',
          response: { ...r, response: { ...(r.response as object), attestationObject: '%%%not*base64' } },
        }),
        400,
        'request.invalid',
      ],
      [
        'an attestation that is no CBOR',
        (r) => ({
          name: 'x',
          response: {
            ...r,
            response: { ...(r.response as object), attestationObject: 'bm9uc2Vuc2UtYnl0ZXM' },
          },
        }),
        400,
        'auth.passkeyInvalid',
      ],
      [
        'control characters in the name',
        (r) => ({ name: 'iPhone\u0007', response: r }),
        400,
        'request.controlCharacters',
      ],
      ['an empty name', (r) => ({ name: '   ', response: r }), 400, 'request.invalid'],
      ['a name over 60 characters', (r) => ({ name: 'n'.repeat(61), response: r }), 400, 'request.invalid'],
      ['a name that is a number', (r) => ({ name: 5, response: r }), 400, 'request.invalid'],
      ['a response that is a string', () => ({ name: 'x', response: 'public-key' }), 400, 'request.invalid'],
      [
        'another credential type',
        (r) => ({ name: 'x', response: { ...r, type: 'password' } }),
        400,
        'request.invalid',
      ],
      ['an unknown field', (r) => ({ name: 'x', response: r, userId: 'someone' }), 400, 'request.invalid'],
    ])('%s', async (_case, body, status, code) => {
      const { client } = await signIn(ctx);
      const options = await registrationOptions(client);
      const response = new SoftPasskey().register(options) as unknown as Record<string, unknown>;
      const res = await client.post('/api/auth/passkeys', body(response));
      expect(res.statusCode, res.body).toBe(status);
      expect(errorOf(res).code).toBe(code);
      expect(await storedPasskeys()).toEqual([]);
    });

    it('names the field of a missing or too long name with its own code', async () => {
      const { client } = await signIn(ctx);
      const response = new SoftPasskey().register(await registrationOptions(client));
      const empty = await client.post('/api/auth/passkeys', { name: '', response });
      expect(errorOf(empty).fields).toEqual({ name: 'auth.passkeyNameRequired' });
      const long = await client.post('/api/auth/passkeys', { name: 'n'.repeat(61), response });
      expect(errorOf(long).fields).toEqual({ name: 'auth.passkeyNameTooLong' });
    });
  });
});

describe('signing in with a passkey', () => {
  it('starts the same session as a password, trusts the device and records the use', async () => {
    const { user, passkey, passkeyId } = await personWithPasskey();
    const devices = () => ctx.db.select().from(trustedDevices).where(eq(trustedDevices.userId, user.id));
    // The password sign-in of `personWithPasskey` trusted its own browser.
    expect(await devices()).toHaveLength(1);
    const { res, client } = await signInWith(passkey);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({ id: user.id, username: user.username });
    expect(client.cookie('sid')).toBeTruthy();
    expect(client.cookie('device')).toBeTruthy();
    expect((await client.get('/api/me')).json().user).toMatchObject({ id: user.id });
    const [session] = await ctx.db.select().from(sessions).where(eq(sessions.userId, user.id)).limit(1);
    expect(session).toBeTruthy();
    expect(await devices()).toHaveLength(2);
    const [row] = await storedPasskeys();
    expect(row).toMatchObject({ id: passkeyId, counter: 1 });
    expect(row?.lastUsedAt).toBeInstanceOf(Date);
    // From a trusted device, no second device cookie.
    const again = await signInWith(passkey, {}, client);
    expect(again.res.statusCode).toBe(200);
    expect(await devices()).toHaveLength(2);
    expect((await storedPasskeys())[0]?.counter).toBe(2);
  });

  it('uses each challenge once: the same answer again is refused', async () => {
    const { passkey } = await personWithPasskey();
    const client = new TestClient(ctx.app);
    const answer = passkey.signIn(await signInOptions(client));
    expect((await client.post('/api/auth/passkeys/sign-in', { response: answer })).statusCode).toBe(200);
    const replay = await new TestClient(ctx.app).post('/api/auth/passkeys/sign-in', { response: answer });
    expect(replay.statusCode).toBe(401);
    expect(errorOf(replay).code).toBe('auth.passkeyFailed');
  });

  it('does not take a registration challenge for a sign-in', async () => {
    const { client, passkey } = await personWithPasskey();
    const options = await registrationOptions(client);
    const res = await client.post('/api/auth/passkeys/sign-in', { response: passkey.signIn(options) });
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).code).toBe('auth.passkeyFailed');
  });

  it.each<[string, Tampering]>([
    ['a forged signature', { wrongKey: true }],
    ['another origin', { origin: 'https://evil.example' }],
    ['another relying party', { rpId: 'evil.example' }],
    ['no user verification', { userVerified: false }],
    ['another account’s user handle', { userHandle: 'c29tZW9uZS1lbHNl' }],
  ])('refuses %s and starts no session', async (_case, tamper) => {
    const { user, passkey } = await personWithPasskey();
    const before = await ctx.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const { res, client } = await signInWith(passkey, tamper);
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).code).toBe('auth.passkeyFailed');
    expect(client.cookie('sid')).toBeUndefined();
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual(before);
    expect((await storedPasskeys())[0]?.lastUsedAt).toBeNull();
  });

  it('tells a passkey the portal does not know, and counts the failures of an address', async () => {
    const stranger = new SoftPasskey();
    const codes = [];
    for (let i = 0; i < 5; i++) codes.push(errorOf((await signInWith(stranger)).res).code);
    expect(codes).toEqual([
      'auth.passkeyUnknown',
      'auth.passkeyUnknown',
      'auth.passkeyUnknown',
      'auth.passkeyUnknown',
      'request.rateLimited',
    ]);
  });

  it('gives back the attempt of a success and clears the account’s failed logins', async () => {
    const { user, passkey } = await personWithPasskey();
    await ctx.db.insert(loginFailures).values({ key: `account:${user.username}`, failures: 4 });
    for (let i = 0; i < 6; i++) expect((await signInWith(passkey)).res.statusCode).toBe(200);
    expect(
      await ctx.db
        .select()
        .from(loginFailures)
        .where(eq(loginFailures.key, `account:${user.username}`)),
    ).toEqual([]);
  });

  it('tells a blocked person so and starts no session', async () => {
    const { user, passkey } = await personWithPasskey();
    await ctx.db.update(users).set({ isBlocked: true }).where(eq(users.id, user.id));
    const { res, client } = await signInWith(passkey);
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).code).toBe('auth.blocked');
    expect(client.cookie('sid')).toBeUndefined();
  });

  it.each<[string, unknown]>([
    ['no response', {}],
    ['a response that is a number', { response: 42 }],
    [
      'a garbled signature',
      {
        response: {
          id: 'abc',
          rawId: 'abc',
          type: 'public-key',
          response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: '***' },
          clientExtensionResults: {},
        },
      },
    ],
    [
      'a huge client data',
      {
        response: {
          id: 'abc',
          rawId: 'abc',
          type: 'public-key',
          response: { clientDataJSON: 'A'.repeat(5000), authenticatorData: 'AA', signature: 'AA' },
          clientExtensionResults: {},
        },
      },
    ],
    [
      'control characters',
      {
        response: {
          id: 'a\u0000b',
          rawId: 'abc',
          type: 'public-key',
          response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
          clientExtensionResults: {},
        },
      },
    ],
  ])('refuses %s with a code', async (_case, body) => {
    const res = await new TestClient(ctx.app).post('/api/auth/passkeys/sign-in', body);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toMatch(/^request\.(invalid|controlCharacters)$/);
    expect(await ctx.db.select().from(sessions)).toEqual([]);
  });
});

describe('renaming and removing a passkey', () => {
  it('renames the person’s own passkey', async () => {
    const { client, passkeyId } = await personWithPasskey();
    const res = await client.patch(`/api/auth/passkeys/${passkeyId}`, { name: 'Telefono di lavoro' });
    expect(res.statusCode).toBe(200);
    expect(res.json().passkey).toMatchObject({ id: passkeyId, name: 'Telefono di lavoro' });
    expect((await storedPasskeys())[0]?.name).toBe('Telefono di lavoro');
  });

  it.each<[string, unknown, string]>([
    ['an empty name', { name: '' }, 'request.invalid'],
    ['a name too long', { name: 'n'.repeat(61) }, 'request.invalid'],
    ['control characters', { name: 'a\u001bb' }, 'request.controlCharacters'],
    ['a name of another type', { name: ['a'] }, 'request.invalid'],
  ])('refuses to rename to %s', async (_case, body, code) => {
    const { client, passkeyId } = await personWithPasskey();
    const res = await client.patch(`/api/auth/passkeys/${passkeyId}`, body);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe(code);
    expect((await storedPasskeys())[0]?.name).toBe('iPhone');
  });

  it('removes a passkey of an account that still has a password', async () => {
    const { client, passkeyId } = await personWithPasskey();
    const res = await client.delete(`/api/auth/passkeys/${passkeyId}`);
    expect(res.statusCode).toBe(204);
    expect(await storedPasskeys()).toEqual([]);
  });

  it('refuses to remove the last way in of an account with no password and no Google/Apple', async () => {
    const { user, client, passkeyId } = await personWithPasskey();
    await ctx.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
    const res = await client.delete(`/api/auth/passkeys/${passkeyId}`);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).code).toBe('auth.lastSignInMethod');
    expect(await storedPasskeys()).toHaveLength(1);
    expect((await client.get('/api/auth/passkeys')).json()).toMatchObject({
      hasPassword: false,
      identities: 0,
    });

    // A second passkey, or a linked Google identity, makes it removable.
    expect((await addPasskey(client, new SoftPasskey(), 'Portatile')).statusCode).toBe(201);
    expect((await client.delete(`/api/auth/passkeys/${passkeyId}`)).statusCode).toBe(204);
    const [last] = await storedPasskeys();
    expect((await client.delete(`/api/auth/passkeys/${last?.id}`)).statusCode).toBe(409);
    await ctx.db.insert(userIdentities).values({ userId: user.id, provider: 'google', subject: 'g-1' });
    expect((await client.delete(`/api/auth/passkeys/${last?.id}`)).statusCode).toBe(204);
  });

  it('answers 404 to another person’s passkey id and changes nothing', async () => {
    const { passkeyId } = await personWithPasskey();
    const { client: other } = await signIn(ctx);
    const rename = await other.patch(`/api/auth/passkeys/${passkeyId}`, { name: 'Mia' });
    expect(rename.statusCode).toBe(404);
    expect(errorOf(rename).code).toBe('request.notFound');
    const remove = await other.delete(`/api/auth/passkeys/${passkeyId}`);
    expect(remove.statusCode).toBe(404);
    expect(await storedPasskeys()).toMatchObject([{ id: passkeyId, name: 'iPhone' }]);
    expect((await other.get('/api/auth/passkeys')).json().passkeys).toEqual([]);
  });

  it('refuses an id that is no id', async () => {
    const { client } = await personWithPasskey();
    const res = await client.delete('/api/auth/passkeys/not-an-id');
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('request.invalid');
    expect(await storedPasskeys()).toHaveLength(1);
  });
});

describe('who may call the passkey routes', () => {
  it('is 401 to visitors for everything but the sign-in', async () => {
    const { passkeyId } = await personWithPasskey();
    const visitor = new TestClient(ctx.app);
    const calls = [
      () => visitor.get('/api/auth/passkeys'),
      () => visitor.post('/api/auth/passkeys/registration-options'),
      () => visitor.post('/api/auth/passkeys', { name: 'x', response: {} }),
      () => visitor.patch(`/api/auth/passkeys/${passkeyId}`, { name: 'Mia' }),
      () => visitor.delete(`/api/auth/passkeys/${passkeyId}`),
    ];
    for (const call of calls) {
      const res = await call();
      expect(res.statusCode).toBe(401);
      expect(errorOf(res).code).toBe('auth.required');
    }
    expect(await storedPasskeys()).toMatchObject([{ id: passkeyId, name: 'iPhone' }]);
    expect(await ctx.db.select().from(passkeyChallenges)).toEqual([]);
  });

  it('needs the CSRF token for every change', async () => {
    const { client, passkeyId } = await personWithPasskey();
    const res = await client.delete(`/api/auth/passkeys/${passkeyId}`, {
      csrf: false,
      headers: { 'x-csrf-token': 'wrong' },
    });
    expect(res.statusCode).toBe(403);
    expect(await storedPasskeys()).toHaveLength(1);
  });
});

describe('recovering an account that has only passkeys', () => {
  it('the recovery mail lets its owner set a password and sign in with it', async () => {
    const { user, client, passkeyId } = await personWithPasskey({ username: 'solo@example.com' });
    await ctx.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
    const request = await new TestClient(ctx.app).post('/api/auth/password-recovery', {
      email: 'solo@example.com',
      language: 'it',
    });
    expect(request.statusCode).toBe(200);
    const [mail] = await ctx.db.select().from(mailOutbox);
    const tkn = new URL(
      /http:\/\/portal\.test\/recovery\?tkn=\S+/.exec(mail?.text ?? '')?.[0] ?? 'http://x',
    ).searchParams.get('tkn');
    expect(tkn).toBeTruthy();
    const reset = await new TestClient(ctx.app).post('/api/auth/password-reset', {
      tkn,
      password: 'Nuova-password-1',
      confirm: 'Nuova-password-1',
    });
    expect(reset.statusCode).toBe(200);
    const login = await new TestClient(ctx.app).post('/api/auth/login', {
      username: 'solo@example.com',
      password: 'Nuova-password-1',
    });
    expect(login.statusCode).toBe(200);
    // Its passkeys stay, and now one of them may be removed (the password is another way in).
    expect(await storedPasskeys()).toHaveLength(1);
    expect((await client.get('/api/me')).json()).toEqual({ user: null });
    const signedIn = new TestClient(ctx.app);
    await signedIn.post('/api/auth/login', { username: 'solo@example.com', password: 'Nuova-password-1' });
    expect((await signedIn.delete(`/api/auth/passkeys/${passkeyId}`)).statusCode).toBe(204);
  });
});
