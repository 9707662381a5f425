import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginFailures, mailOutbox, passwordResetTokens, sessions, users } from '../../db/schema/index.ts';
import { createUser, PASSWORD } from '../../test/fixtures.ts';
import { createTestApp, TestClient, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    env: { LOGIN_MAX_FAILURES_PER_ACCOUNT: '3', LOGIN_MAX_FAILURES_PER_ADDRESS: '6' },
  });
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const signUpBody = (overrides: Record<string, unknown> = {}) => ({
  username: 'nuovo@example.com',
  password: 'Una-password-1',
  firstName: 'Nina',
  lastName: 'Nuovi',
  sex: 'F',
  birthDate: '2000-01-31',
  email: 'nuovo@example.com',
  mobilePhone: '+39 333 000111',
  role: 5,
  privacy: true,
  language: 'it',
  ...overrides,
});

const errorCode = (res: { json(): unknown }) => (res.json() as { error: { code: string } }).error.code;

describe('GET /api/me', () => {
  it('is null for a visitor', async () => {
    const res = await new TestClient(ctx.app).get('/api/me');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: null });
  });
});

describe('POST /api/auth/signup', () => {
  it('creates the account with every field, signs in and stores an argon2id hash', async () => {
    const client = new TestClient(ctx.app);
    const res = await client.post('/api/auth/signup', signUpBody());
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({
      username: 'nuovo@example.com',
      firstName: 'Nina',
      lastName: 'Nuovi',
    });
    expect(client.cookie('sid')).toBeTruthy();
    const [row] = await ctx.db.select().from(users).where(eq(users.username, 'nuovo@example.com'));
    expect(row).toMatchObject({
      sex: 'F',
      birthDate: '2000-01-31',
      signupRole: 5,
      privacyAccepted: true,
      mobilePhone: '+39 333 000111',
    });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.passwordHash).not.toContain('Una-password-1');
    const me = await client.get('/api/me');
    expect(me.json().user.username).toBe('nuovo@example.com');
  });

  it('refuses an existing username with auth.usernameTaken and changes nothing', async () => {
    await createUser(ctx.db, { username: 'nuovo@example.com', firstName: 'Primo' });
    const res = await new TestClient(ctx.app).post('/api/auth/signup', signUpBody());
    expect(res.statusCode).toBe(409);
    expect(errorCode(res)).toBe('auth.usernameTaken');
    const rows = await ctx.db.select().from(users);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.firstName).toBe('Primo');
  });

  it('treats usernames case-insensitively', async () => {
    await createUser(ctx.db, { username: 'nuovo@example.com' });
    const res = await new TestClient(ctx.app).post(
      '/api/auth/signup',
      signUpBody({ username: 'NUOVO@example.com', email: 'NUOVO@example.com' }),
    );
    expect(res.statusCode).toBe(409);
  });

  it.each([
    ['username not an e-mail', { username: 'mario', email: 'mario' }, 'username'],
    ['missing password', { password: '' }, 'password'],
    ['missing last name', { lastName: '   ' }, 'lastName'],
    ['privacy not accepted', { privacy: false }, 'privacy'],
    ['role outside 1-7', { role: 8 }, 'role'],
    ['repeated e-mail different', { email: 'altro@example.com' }, 'email'],
    ['first name over 100 characters', { firstName: 'a'.repeat(101) }, 'firstName'],
    ['impossible birth date', { birthDate: '2001-02-30' }, 'birthDate'],
    ['sex not F or M', { sex: 'X' }, 'sex'],
  ])('refuses %s with request.invalid naming the field', async (_name, overrides, field) => {
    const res = await new TestClient(ctx.app).post('/api/auth/signup', signUpBody(overrides));
    expect(res.statusCode).toBe(400);
    expect(errorCode(res)).toBe('request.invalid');
    expect(Object.keys(res.json().error.fields)).toContain(field);
    expect(await ctx.db.select().from(users)).toHaveLength(0);
  });

  it('refuses unknown fields (no mass assignment of categories)', async () => {
    const res = await new TestClient(ctx.app).post(
      '/api/auth/signup',
      signUpBody({ categories: ['Dipendente'] }),
    );
    expect(res.statusCode).toBe(400);
    expect(await ctx.db.select().from(users)).toHaveLength(0);
  });

  it('stores HTML and SQL in text fields as plain text', async () => {
    const client = new TestClient(ctx.app);
    const res = await client.post(
      '/api/auth/signup',
      signUpBody({ firstName: '<script>alert(1)</script>', lastName: "Robert'); DROP TABLE users;--" }),
    );
    expect(res.statusCode).toBe(201);
    const [row] = await ctx.db.select().from(users);
    expect(row?.firstName).toBe('<script>alert(1)</script>');
    expect(row?.lastName).toBe("Robert'); DROP TABLE users;--");
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the right password and sets an httpOnly SameSite cookie for one day', async () => {
    await createUser(ctx.db, { username: 'anna@example.com' });
    const client = new TestClient(ctx.app);
    const res = await client.post('/api/auth/login', { username: 'Anna@Example.com', password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.username).toBe('anna@example.com');
    const cookie = (
      res.cookies as Array<{ name: string; httpOnly?: boolean; sameSite?: string; maxAge?: number }>
    ).find((c) => c.name === 'sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', maxAge: 86400 });
    const [session] = await ctx.db.select().from(sessions);
    expect(session?.tokenHash).not.toBe(client.cookie('sid'));
  });

  it('answers auth.wrongCredentials for a wrong password and for an unknown user', async () => {
    await createUser(ctx.db, { username: 'anna@example.com' });
    const wrong = await new TestClient(ctx.app).post('/api/auth/login', {
      username: 'anna@example.com',
      password: 'nope',
    });
    expect(wrong.statusCode).toBe(401);
    expect(errorCode(wrong)).toBe('auth.wrongCredentials');
    const unknown = await new TestClient(ctx.app, '10.0.0.2').post('/api/auth/login', {
      username: 'x@example.com',
      password: 'nope',
    });
    expect(unknown.statusCode).toBe(401);
    expect(errorCode(unknown)).toBe('auth.wrongCredentials');
    expect(await ctx.db.select().from(sessions)).toHaveLength(0);
  });

  it('answers auth.blocked to a blocked user with the right password, and wrong credentials otherwise', async () => {
    await createUser(ctx.db, { username: 'bloccato@example.com', isBlocked: true });
    const blocked = await new TestClient(ctx.app).post('/api/auth/login', {
      username: 'bloccato@example.com',
      password: PASSWORD,
    });
    expect(blocked.statusCode).toBe(403);
    expect(errorCode(blocked)).toBe('auth.blocked');
    const wrong = await new TestClient(ctx.app).post('/api/auth/login', {
      username: 'bloccato@example.com',
      password: 'x',
    });
    expect(errorCode(wrong)).toBe('auth.wrongCredentials');
    expect(await ctx.db.select().from(sessions)).toHaveLength(0);
  });

  it.each([
    ['empty username', { username: '', password: 'x' }],
    ['empty password', { username: 'a@example.com', password: '' }],
    ['whitespace username', { username: '   ', password: 'x' }],
  ])('answers auth.emptyCredentials for %s', async (_n, body) => {
    const res = await new TestClient(ctx.app).post('/api/auth/login', body);
    expect(res.statusCode).toBe(400);
    expect(errorCode(res)).toBe('auth.emptyCredentials');
  });

  it('limits repeated failures per account, even with the right password afterwards', async () => {
    await createUser(ctx.db, { username: 'anna@example.com' });
    for (let i = 0; i < 3; i++) {
      const res = await new TestClient(ctx.app, `10.1.0.${i}`).post('/api/auth/login', {
        username: 'anna@example.com',
        password: 'bad',
      });
      expect(res.statusCode).toBe(401);
    }
    const limited = await new TestClient(ctx.app, '10.1.0.9').post('/api/auth/login', {
      username: 'anna@example.com',
      password: PASSWORD,
    });
    expect(limited.statusCode).toBe(429);
    expect(errorCode(limited)).toBe('request.rateLimited');
    // After the window the counter starts again.
    await ctx.db.update(loginFailures).set({ windowStart: new Date(Date.now() - 16 * 60_000) });
    const ok = await new TestClient(ctx.app, '10.1.0.9').post('/api/auth/login', {
      username: 'anna@example.com',
      password: PASSWORD,
    });
    expect(ok.statusCode).toBe(200);
  });

  it('limits repeated failures per address across accounts', async () => {
    const client = new TestClient(ctx.app, '10.9.9.9');
    for (let i = 0; i < 6; i++) {
      await client.post('/api/auth/login', { username: `u${i}@example.com`, password: 'bad' });
    }
    await createUser(ctx.db, { username: 'anna@example.com' });
    const res = await client.post('/api/auth/login', { username: 'anna@example.com', password: PASSWORD });
    expect(res.statusCode).toBe(429);
    const other = await new TestClient(ctx.app, '10.9.9.8').post('/api/auth/login', {
      username: 'anna@example.com',
      password: PASSWORD,
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('login limits under attack (OWASP device cookies)', () => {
  const wrong = (ip: string) =>
    new TestClient(ctx.app, ip).post('/api/auth/login', { username: 'anna@example.com', password: 'bad' });

  it.each([50, 200])(
    'checks at most the limit of %i parallel wrong passwords: the others are refused before the check',
    async (attempts) => {
      await createUser(ctx.db, { username: 'anna@example.com' });
      const results = await Promise.all(
        Array.from({ length: attempts }, (_, i) => wrong(`10.2.${i >> 8}.${i & 255}`)),
      );
      const statuses = results.map((r) => r.statusCode);
      // The test app allows 3 failures per account in the window.
      expect(statuses.filter((s) => s === 401)).toHaveLength(3);
      expect(statuses.filter((s) => s === 429)).toHaveLength(attempts - 3);
      const [row] = await ctx.db
        .select()
        .from(loginFailures)
        .where(eq(loginFailures.key, 'account:anna@example.com'));
      expect(row?.failures).toBe(3);
    },
  );

  it('lets the owner sign in from a device they used before while attackers have locked the account', async () => {
    await createUser(ctx.db, { username: 'anna@example.com' });
    const owner = new TestClient(ctx.app, '10.3.0.1');
    const first = await owner.post('/api/auth/login', { username: 'anna@example.com', password: PASSWORD });
    expect(first.statusCode).toBe(200);
    expect(first.headers['set-cookie']).toEqual(
      expect.arrayContaining([expect.stringMatching(/^device=[A-Za-z0-9_-]{43};.*HttpOnly/)]),
    );
    await owner.post('/api/auth/logout');

    // Attackers elsewhere exhaust the account's counter: untrusted clients are locked out...
    for (let i = 0; i < 10; i++) await wrong(`10.4.0.${i}`);
    const stranger = await new TestClient(ctx.app, '10.4.1.1').post('/api/auth/login', {
      username: 'anna@example.com',
      password: PASSWORD,
    });
    expect(stranger.statusCode).toBe(429);

    // ...but not the owner's own browser.
    const again = await owner.post('/api/auth/login', { username: 'anna@example.com', password: PASSWORD });
    expect(again.statusCode).toBe(200);
    expect((await owner.get('/api/me')).json().user.username).toBe('anna@example.com');
  });

  it("counts a trusted device's failures for that device alone, and trusts a device only for its own user", async () => {
    await createUser(ctx.db, { username: 'anna@example.com' });
    await createUser(ctx.db, { username: 'bruno@example.com' });
    const device = new TestClient(ctx.app, '10.5.0.1');
    expect(
      (await device.post('/api/auth/login', { username: 'anna@example.com', password: PASSWORD })).statusCode,
    ).toBe(200);
    await device.post('/api/auth/logout');
    // Guessing someone else's password from Anna's device goes to the shared counter of that account.
    for (let i = 0; i < 3; i++) {
      await device.post('/api/auth/login', { username: 'bruno@example.com', password: 'bad' });
    }
    expect(
      (await device.post('/api/auth/login', { username: 'bruno@example.com', password: PASSWORD }))
        .statusCode,
    ).toBe(429);
    // Anna's own wrong tries from her device lock that device only.
    for (let i = 0; i < 3; i++) {
      expect(
        (await device.post('/api/auth/login', { username: 'anna@example.com', password: 'bad' })).statusCode,
      ).toBe(401);
    }
    expect(
      (await device.post('/api/auth/login', { username: 'anna@example.com', password: PASSWORD })).statusCode,
    ).toBe(429);
    const elsewhere = new TestClient(ctx.app, '10.5.0.2');
    expect(
      (await elsewhere.post('/api/auth/login', { username: 'anna@example.com', password: PASSWORD }))
        .statusCode,
    ).toBe(200);
  });
});

describe('sessions and CSRF', () => {
  it('refuses a state-changing request the browser marks Sec-Fetch-Site: cross-site, even with the token', async () => {
    await createUser(ctx.db, { username: 'anna@example.com' });
    const client = new TestClient(ctx.app);
    const res = await client.request(
      'POST',
      '/api/auth/login',
      { username: 'anna@example.com', password: PASSWORD },
      { headers: { 'sec-fetch-site': 'cross-site' } },
    );
    expect(res.statusCode).toBe(403);
    expect(errorCode(res)).toBe('request.csrf');
    const same = await client.request(
      'POST',
      '/api/auth/login',
      { username: 'anna@example.com', password: PASSWORD },
      { headers: { 'sec-fetch-site': 'same-origin' } },
    );
    expect(same.statusCode).toBe(200);
  });

  it('logout ends the session on the server', async () => {
    await createUser(ctx.db, { username: 'anna@example.com' });
    const client = new TestClient(ctx.app);
    await client.post('/api/auth/login', { username: 'anna@example.com', password: PASSWORD });
    const sid = client.cookie('sid')!;
    const res = await client.post('/api/auth/logout');
    expect(res.statusCode).toBe(204);
    expect(await ctx.db.select().from(sessions)).toHaveLength(0);
    // Replaying the old cookie no longer works.
    client.setCookie('sid', sid);
    expect((await client.get('/api/me')).json()).toEqual({ user: null });
  });

  it('an expired session is a visitor', async () => {
    await createUser(ctx.db, { username: 'anna@example.com' });
    const client = new TestClient(ctx.app);
    await client.post('/api/auth/login', { username: 'anna@example.com', password: PASSWORD });
    await ctx.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await client.get('/api/me')).json()).toEqual({ user: null });
  });

  it('a user blocked after signing in loses access at once', async () => {
    const user = await createUser(ctx.db, { username: 'anna@example.com' });
    const client = new TestClient(ctx.app);
    await client.post('/api/auth/login', { username: 'anna@example.com', password: PASSWORD });
    await ctx.db.update(users).set({ isBlocked: true }).where(eq(users.id, user.id));
    expect((await client.get('/api/profile')).statusCode).toBe(401);
  });

  it('refuses state-changing requests without the CSRF token, or with a foreign Origin', async () => {
    await createUser(ctx.db, { username: 'anna@example.com' });
    const client = new TestClient(ctx.app);
    const missing = await client.post(
      '/api/auth/login',
      { username: 'anna@example.com', password: PASSWORD },
      { csrf: false },
    );
    expect(missing.statusCode).toBe(403);
    expect(errorCode(missing)).toBe('request.csrf');
    await client.get('/api/auth/csrf');
    const forged = await client.post(
      '/api/auth/login',
      { username: 'anna@example.com', password: PASSWORD },
      { csrf: false, headers: { 'x-csrf-token': 'forged-token-value' } },
    );
    expect(forged.statusCode).toBe(403);
    const foreign = await client.post(
      '/api/auth/login',
      { username: 'anna@example.com', password: PASSWORD },
      { headers: { origin: 'https://evil.example' } },
    );
    expect(foreign.statusCode).toBe(403);
    expect(await ctx.db.select().from(sessions)).toHaveLength(0);
  });
});

describe('password recovery', () => {
  async function requestLink(email: string, language: 'it' | 'en' = 'it') {
    const res = await new TestClient(ctx.app).post('/api/auth/password-recovery', { email, language });
    const [mail] = await ctx.db.select().from(mailOutbox);
    const tkn = mail
      ? new URL(/http:\/\/portal\.test\/recovery\?tkn=\S+/.exec(mail.text)![0]).searchParams.get('tkn')
      : null;
    return { res, mail, tkn };
  }

  it('mails a single-use link that sets a new password and ends every session', async () => {
    await createUser(ctx.db, { username: 'anna@example.com' });
    const old = new TestClient(ctx.app);
    await old.post('/api/auth/login', { username: 'anna@example.com', password: PASSWORD });

    const { res, mail, tkn } = await requestLink('anna@example.com', 'en');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(mail).toMatchObject({
      to: 'anna@example.com',
      subject: 'ALMA - Password recovery',
      status: 'local',
    });
    expect(tkn).toBeTruthy();
    const [stored] = await ctx.db.select().from(passwordResetTokens);
    expect(stored?.tokenHash).not.toBe(tkn);

    const reset = await new TestClient(ctx.app).post('/api/auth/password-reset', {
      tkn,
      password: 'Nuova-password-1',
      confirm: 'Nuova-password-1',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ result: 'SuccessRequest' });
    expect((await old.get('/api/me')).json()).toEqual({ user: null });
    const login = await new TestClient(ctx.app).post('/api/auth/login', {
      username: 'anna@example.com',
      password: 'Nuova-password-1',
    });
    expect(login.statusCode).toBe(200);

    const again = await new TestClient(ctx.app).post('/api/auth/password-reset', {
      tkn,
      password: 'Altra-password-2',
      confirm: 'Altra-password-2',
    });
    expect(again.statusCode).toBe(400);
    expect(errorCode(again)).toBe('auth.resetLinkInvalid');
  });

  it('finds the account by contact e-mail too and writes the mail in Italian', async () => {
    await createUser(ctx.db, { username: 'anna@example.com', email: 'anna.contatto@example.com' });
    const { res, mail } = await requestLink('anna.contatto@example.com');
    expect(res.statusCode).toBe(200);
    expect(mail).toMatchObject({ to: 'anna.contatto@example.com', subject: 'ALMA - Recupero password' });
  });

  it('answers auth.userNotFound for an unknown e-mail and sends nothing', async () => {
    const { res, mail } = await requestLink('nessuno@example.com');
    expect(res.statusCode).toBe(404);
    expect(errorCode(res)).toBe('auth.userNotFound');
    expect(mail).toBeUndefined();
  });

  it('refuses an expired link', async () => {
    await createUser(ctx.db, { username: 'anna@example.com' });
    const { tkn } = await requestLink('anna@example.com');
    await ctx.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await new TestClient(ctx.app).post('/api/auth/password-reset', {
      tkn,
      password: 'Nuova-password-1',
      confirm: 'Nuova-password-1',
    });
    expect(errorCode(res)).toBe('auth.resetLinkInvalid');
  });

  it('answers auth.passwordMismatch without using up the link', async () => {
    await createUser(ctx.db, { username: 'anna@example.com' });
    const { tkn } = await requestLink('anna@example.com');
    const res = await new TestClient(ctx.app).post('/api/auth/password-reset', {
      tkn,
      password: 'Nuova-password-1',
      confirm: 'Nuova-password-2',
    });
    expect(res.statusCode).toBe(400);
    expect(errorCode(res)).toBe('auth.passwordMismatch');
    const ok = await new TestClient(ctx.app).post('/api/auth/password-reset', {
      tkn,
      password: 'Nuova-password-1',
      confirm: 'Nuova-password-1',
    });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses a made-up token', async () => {
    const res = await new TestClient(ctx.app).post('/api/auth/password-reset', {
      tkn: 'made-up',
      password: 'Inventata-2026',
      confirm: 'Inventata-2026',
    });
    expect(errorCode(res)).toBe('auth.resetLinkInvalid');
  });
});

describe('password recovery is limited', () => {
  const recover = (email: string, ip = '10.6.0.1') =>
    new TestClient(ctx.app, ip).post('/api/auth/password-recovery', { email, language: 'it' });
  const mails = () => ctx.db.select().from(mailOutbox);

  it('sends at most 3 mails an hour to one address, whoever asks, and keeps the answer for unknown users', async () => {
    await createUser(ctx.db, { username: 'anna@example.com' });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await recover('Anna@Example.com', `10.6.1.${i}`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect(await mails()).toHaveLength(3);
    // An hour later it works again.
    await ctx.db.update(loginFailures).set({ windowStart: new Date(Date.now() - 61 * 60_000) });
    expect((await recover('anna@example.com')).statusCode).toBe(200);
    expect((await recover('nobody@example.com')).statusCode).toBe(404);
  });

  it('counts per account, through its username and its contact e-mail alike', async () => {
    await createUser(ctx.db, { username: 'bruno@example.com', email: 'bruno.contatto@example.com' });
    const statuses = [];
    for (const email of [
      'bruno@example.com',
      'bruno.contatto@example.com',
      'bruno@example.com',
      'bruno.contatto@example.com',
    ])
      statuses.push((await recover(email, '10.6.2.1')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(await mails()).toHaveLength(3);
  });

  it('limits one client probing many addresses', async () => {
    const statuses = [];
    for (let i = 0; i < 22; i++)
      statuses.push((await recover(`probe${i}@example.com`, '10.6.3.1')).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 404)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
    expect((await recover('probe99@example.com', '10.6.3.2')).statusCode).toBe(404);
  });
});

describe('POST /api/auth/password-change', () => {
  async function signedIn() {
    const user = await createUser(ctx.db, { username: 'anna@example.com' });
    const client = new TestClient(ctx.app);
    await client.post('/api/auth/login', { username: 'anna@example.com', password: PASSWORD });
    return { user, client };
  }

  it('checks the old password on the server, ends the other sessions and gives this browser a new session id', async () => {
    const { client } = await signedIn();
    const before = client.cookie('sid');
    const other = new TestClient(ctx.app, '10.0.0.7');
    await other.post('/api/auth/login', { username: 'anna@example.com', password: PASSWORD });
    const res = await client.post('/api/auth/password-change', {
      oldPassword: PASSWORD,
      newPassword: 'Nuova-password-1',
      confirm: 'Nuova-password-1',
    });
    expect(res.statusCode).toBe(204);
    expect((await client.get('/api/me')).json().user).not.toBeNull();
    expect(client.cookie('sid')).toBeTruthy();
    expect(client.cookie('sid')).not.toBe(before);
    // The session id known before the change no longer opens the account.
    const stale = new TestClient(ctx.app);
    stale.setCookie('sid', before!);
    expect((await stale.get('/api/me')).json().user).toBeNull();
    expect((await other.get('/api/me')).json().user).toBeNull();
    const login = await new TestClient(ctx.app).post('/api/auth/login', {
      username: 'anna@example.com',
      password: 'Nuova-password-1',
    });
    expect(login.statusCode).toBe(200);
  });

  it.each([
    [
      'a wrong old password',
      { oldPassword: 'wrong', newPassword: 'Nuova-password-1', confirm: 'Nuova-password-1' },
      'auth.wrongOldPassword',
    ],
    [
      'a confirmation that differs',
      { oldPassword: PASSWORD, newPassword: 'Nuova-password-1', confirm: 'Nuova-password-2' },
      'auth.passwordMismatch',
    ],
    [
      'the same password',
      { oldPassword: PASSWORD, newPassword: PASSWORD, confirm: PASSWORD },
      'auth.samePassword',
    ],
  ])('refuses %s and changes nothing', async (_n, body, code) => {
    const { user, client } = await signedIn();
    const res = await client.post('/api/auth/password-change', body);
    expect(res.statusCode).toBe(400);
    expect(errorCode(res)).toBe(code);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toBe(user.passwordHash);
  });

  it('refuses an empty new password', async () => {
    const { client } = await signedIn();
    const res = await client.post('/api/auth/password-change', {
      oldPassword: PASSWORD,
      newPassword: '',
      confirm: '',
    });
    expect(res.statusCode).toBe(400);
    expect(errorCode(res)).toBe('request.invalid');
  });

  it.each([
    ['one character', 'b', 'request.invalid', 'auth.passwordTooShort'],
    ['seven characters', 'Abc-123', 'request.invalid', 'auth.passwordTooShort'],
    ['a common password', 'Password1', 'auth.passwordTooCommon', 'auth.passwordTooCommon'],
    ['another common one', 'qwerty123', 'auth.passwordTooCommon', 'auth.passwordTooCommon'],
    ['the username', 'anna@example.com', 'auth.passwordHasIdentifier', 'auth.passwordHasIdentifier'],
    [
      'the e-mail’s name with a year',
      'Anna-2026!',
      'auth.passwordHasIdentifier',
      'auth.passwordHasIdentifier',
    ],
  ])('refuses %s as the new password and changes nothing', async (_case, password, code, field) => {
    const { client, user } = await signedIn();
    const res = await client.post('/api/auth/password-change', {
      oldPassword: PASSWORD,
      newPassword: password,
      confirm: password,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code, fields: { newPassword: field } });
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toBe(user.passwordHash);
  });

  it('is 401 for a visitor', async () => {
    const res = await new TestClient(ctx.app).post('/api/auth/password-change', {
      oldPassword: 'a',
      newPassword: 'b',
      confirm: 'b',
    });
    expect(res.statusCode).toBe(401);
    expect(errorCode(res)).toBe('auth.required');
  });
});

describe('the password policy at sign-up and recovery', () => {
  it.each([
    ['a', 'request.invalid', 'auth.passwordTooShort'],
    ['password', 'auth.passwordTooCommon', 'auth.passwordTooCommon'],
    ['iloveyou', 'auth.passwordTooCommon', 'auth.passwordTooCommon'],
  ])('sign-up refuses %j and creates nothing', async (password, code, field) => {
    const res = await new TestClient(ctx.app).post('/api/auth/signup', signUpBody({ password }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code, fields: { password: field } });
    expect(await ctx.db.select().from(users)).toHaveLength(0);
  });

  it.each([
    ['the username', 'nuovo@example.com'],
    ['the username in capitals with a suffix', 'NUOVO@EXAMPLE.COM-1'],
    ['the e-mail’s name with a year', 'Nuovo2026!'],
  ])('sign-up refuses %s as the password and creates nothing', async (_case, password) => {
    const res = await new TestClient(ctx.app).post('/api/auth/signup', signUpBody({ password }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'auth.passwordHasIdentifier',
      fields: { password: 'auth.passwordHasIdentifier' },
    });
    expect(await ctx.db.select().from(users)).toHaveLength(0);
  });

  it('recovery refuses a password built from the account’s username or contact e-mail, keeping the link', async () => {
    await createUser(ctx.db, { username: 'anna@example.com', email: 'anna.contatto@example.com' });
    await new TestClient(ctx.app).post('/api/auth/password-recovery', {
      email: 'anna@example.com',
      language: 'it',
    });
    const [mail] = await ctx.db.select().from(mailOutbox);
    const tkn = new URL(
      /http:\/\/portal\.test\/recovery\?tkn=\S+/.exec(mail?.text ?? '')![0],
    ).searchParams.get('tkn');
    for (const password of ['anna@example.com', 'Anna.Contatto-1']) {
      const res = await new TestClient(ctx.app).post('/api/auth/password-reset', {
        tkn,
        password,
        confirm: password,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'auth.passwordHasIdentifier',
        fields: { password: 'auth.passwordHasIdentifier' },
      });
    }
    const ok = await new TestClient(ctx.app).post('/api/auth/password-reset', {
      tkn,
      password: 'Nuova-password-1',
      confirm: 'Nuova-password-1',
    });
    expect(ok.statusCode).toBe(200);
  });

  it('accepts eight characters of any kind, spaces included', async () => {
    const res = await new TestClient(ctx.app).post('/api/auth/signup', signUpBody({ password: 'a b c d ' }));
    expect(res.statusCode).toBe(201);
  });
});

describe('POST /api/auth/email-change', () => {
  it('changes the contact e-mail when new and confirmation match, and tells the old address', async () => {
    await createUser(ctx.db, { username: 'anna@example.com' });
    const client = new TestClient(ctx.app);
    await client.post('/api/auth/login', { username: 'anna@example.com', password: PASSWORD });
    const res = await client.post('/api/auth/email-change', {
      email: 'anna.nuova@example.com',
      confirm: 'anna.nuova@example.com',
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe('anna.nuova@example.com');
    expect(res.json().user.username).toBe('anna@example.com');
    const mails = await ctx.db.select().from(mailOutbox);
    expect(mails.map((m) => m.to)).toEqual(['anna@example.com']);
  });

  it('refuses a confirmation that differs, and an address of another account', async () => {
    await createUser(ctx.db, { username: 'anna@example.com' });
    await createUser(ctx.db, { username: 'bruno@example.com' });
    const client = new TestClient(ctx.app);
    await client.post('/api/auth/login', { username: 'anna@example.com', password: PASSWORD });
    const mismatch = await client.post('/api/auth/email-change', {
      email: 'x@example.com',
      confirm: 'y@example.com',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.fields.confirm).toBe('auth.emailMismatch');
    const taken = await client.post('/api/auth/email-change', {
      email: 'bruno@example.com',
      confirm: 'bruno@example.com',
      password: PASSWORD,
    });
    expect(taken.statusCode).toBe(409);
    expect(errorCode(taken)).toBe('auth.emailTaken');
    const [row] = await ctx.db.select().from(users).where(eq(users.username, 'anna@example.com'));
    expect(row?.email).toBe('anna@example.com');
  });

  it('asks for the current password: missing or wrong, nothing changes and no mail leaves', async () => {
    await createUser(ctx.db, { username: 'anna@example.com' });
    const client = new TestClient(ctx.app);
    await client.post('/api/auth/login', { username: 'anna@example.com', password: PASSWORD });
    for (const password of [undefined, '', 'not-the-password']) {
      const res = await client.post('/api/auth/email-change', {
        email: 'thief@example.com',
        confirm: 'thief@example.com',
        ...(password === undefined ? {} : { password }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'auth.wrongOldPassword',
        fields: { password: 'auth.wrongOldPassword' },
      });
    }
    const [row] = await ctx.db.select().from(users).where(eq(users.username, 'anna@example.com'));
    expect(row?.email).toBe('anna@example.com');
    expect(await ctx.db.select().from(mailOutbox)).toHaveLength(0);
  });

  it('is 401 for a visitor', async () => {
    const res = await new TestClient(ctx.app).post('/api/auth/email-change', {
      email: 'x@example.com',
      confirm: 'x@example.com',
    });
    expect(res.statusCode).toBe(401);
  });
});
