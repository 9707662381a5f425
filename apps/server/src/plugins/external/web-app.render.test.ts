import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, tickets, users } from '../../db/schema/index.ts';
import { DEMO_PASSWORD, DEMO_USERS, seedDemo } from '../../db/seed/demo.ts';
import { testDatabaseMode } from '../../test/database-mode.ts';
import { createTestApp, TestClient, type TestContext } from '../../test/test-app.ts';
import { rendererPath } from './web-app.ts';

/**
 * The pages as the server renders them (decision 60), with the real build of the web app
 * (`npm run build`: apps/web/dist and dist-ssr) and the demo data: what the first HTML holds for
 * each kind of user, who is sent where, and that nothing personal can be kept by a shared cache.
 */
const webDist = path.resolve(import.meta.dirname, '../../../../web/dist');
const built = existsSync(path.join(webDist, 'index.html')) && existsSync(rendererPath(webDist));
if (!built && process.env.CI)
  throw new Error('The web app is not built: `npm run build` runs before these tests');
// The renderer reads only through the API, whose routes are tested on both databases: once is enough.
const runs = built && testDatabaseMode() === 'pglite';

let ctx: TestContext;
let paths: string[] = [];

beforeAll(async () => {
  if (!runs) return;
  ctx = await createTestApp({ env: { WEB_DIST_DIR: webDist, OUTBOX_VIEW: 'true' } });
  await seedDemo(ctx.db, { storage: ctx.app.storage, dataDir: ctx.dataDir });
  // A mail with a link in the demo's outbox, as the journeys leave them.
  await ctx.db.insert(mailOutbox).values({
    to: DEMO_USERS.studente,
    subject: 'Recupero password',
    text: 'Apri http://localhost:3000/recovery?tkn=abc per scegliere la nuova password.',
    html: '<p>Apri il link</p>',
    status: 'local',
  });
  const renderer = (await import(pathToFileURL(rendererPath(webDist)).href)) as { pagePaths(): string[] };
  paths = renderer.pagePaths();
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

async function signedIn(username: string): Promise<TestClient> {
  const client = new TestClient(ctx.app);
  const res = await client.post('/api/auth/login', { username, password: DEMO_PASSWORD });
  expect(res.statusCode).toBe(200);
  return client;
}

function page(res: LightMyRequestResponse) {
  const html = res.body;
  const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));
  const heading = /<h1[^>]*>([^<]*)</.exec(root)?.[1];
  return { html, root, heading };
}

/** The page's text without tags, for what a person reads. */
const text = (html: string) => html.replaceAll(/<[^>]+>/g, ' ').replaceAll(/\s+/g, ' ');

describe.skipIf(!runs)('pages rendered by the server', () => {
  it('gives a visitor the page in the browser language, with its heading, and nothing to keep', async () => {
    const res = await new TestClient(ctx.app).get('/', { headers: { 'accept-language': 'it-IT,it;q=0.9' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toMatch(/Cookie/);
    const { html, heading } = page(res);
    expect(html).toContain('<html lang="it"');
    expect(heading).toBe('Benvenuto in ALMA');
    expect(html).toContain('<title>Benvenuto in ALMA · ALMA</title>');
    expect(html).toContain('id="ssr-state"');
  });

  it('runs no inline script: the head starts the app with /boot.js after the first paint', async () => {
    const { html } = page(await new TestClient(ctx.app).get('/corsi'));
    const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((match) => match[1] ?? '');
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts) expect(attributes).toMatch(/src="\/boot\.js"|type="application\/json"/);
    expect(html).toMatch(/<meta name="app-start" content="[^"]*\/assets\/index-[^"]+\.js">/);
    expect(html).not.toMatch(/<link rel="modulepreload"/);
  });

  it('keeps the language a visitor chose (the language cookie) over the browser language', async () => {
    const client = new TestClient(ctx.app);
    client.setCookie('alma.language', 'en');
    const { html, heading } = page(await client.get('/', { headers: { 'accept-language': 'it-IT' } }));
    expect(html).toContain('<html lang="en"');
    expect(heading).toBe('Welcome to ALMA');
  });

  it("renders a signed-in person's page in their profile language, with their data, never cached", async () => {
    const graduate = await signedIn(DEMO_USERS.diplomato);
    graduate.setCookie('alma.language', 'it');
    const profile = await graduate.get('/profilo', { headers: { 'accept-language': 'it-IT' } });
    expect(profile.statusCode).toBe(200);
    expect(profile.headers['cache-control']).toBe('private, no-store');
    expect(page(profile).html).toContain('<html lang="en"');
    expect(page(profile).heading).toBe('Profile');

    const student = await signedIn(DEMO_USERS.studente);
    const utility = await student.get('/utility');
    expect(utility.headers['cache-control']).toBe('private, no-store');
    const { heading, root, html } = page(utility);
    expect(heading).toBe('Utility');
    // The badge's number and a locker, from the page's own query answered in process.
    expect(text(root)).toContain('2026001');
    expect(text(root)).toContain('112');
    expect(html).toContain('"queryKey":["utility"]');
  });

  it('sends a visitor to the login of Profilo for a page of signed-in people, keeping its query', async () => {
    const client = new TestClient(ctx.app);
    const utility = await client.get('/utility');
    expect(utility.statusCode).toBe(302);
    expect(utility.headers.location).toBe('/profilo?gotosection=/utility');
    expect(utility.headers['cache-control']).toBe('private, no-cache');
    const attendance = await client.get('/presenze?qr=abc%3B12');
    expect(attendance.statusCode).toBe(302);
    expect(attendance.headers.location).toBe('/profilo?gotosection=/presenze&qr=abc%3B12');
  });

  it('sends a student away from the staff console, and a visitor of the console to the login', async () => {
    const student = await signedIn(DEMO_USERS.studente);
    const res = await student.get('/staff/documents');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect((await new TestClient(ctx.app).get('/staff')).headers.location).toBe(
      '/profilo?gotosection=/staff',
    );
  });

  it("never shows another person's record: a ticket of Luca opened by Giulia", async () => {
    const [luca] = await ctx.db.select().from(users).where(eq(users.username, DEMO_USERS.studente));
    const [ticket] = await ctx.db.select().from(tickets).where(eq(tickets.userId, luca!.id)).limit(1);
    const giulia = await signedIn(DEMO_USERS.studente2);
    const res = await giulia.get(`/interventi/${ticket!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(ticket!.subject);
    const luca2 = await signedIn(DEMO_USERS.studente);
    expect(page(await luca2.get(`/interventi/${ticket!.id}`)).root).toContain(ticket!.subject);
  });

  it('answers an unknown API path and a missing build file with a 404, not a page', async () => {
    const client = new TestClient(ctx.app);
    const api = await client.get('/api/nothing-here');
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBeDefined();
    expect((await client.get('/assets/missing-abc123.js')).statusCode).toBe(404);
  });

  it('marks every API answer a signed-in person gets as private and not to be stored, unless it says otherwise', async () => {
    const student = await signedIn(DEMO_USERS.studente);
    for (const url of [
      '/api/me',
      '/api/profile',
      '/api/utility',
      '/api/notifications',
      '/api/bookings/items?kind=eventi',
      '/api/shop/cart',
      '/api/tickets',
      '/api/housing',
    ]) {
      const res = await student.get(url);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.headers['cache-control'], url).toMatch(/private|no-store/);
      expect(res.headers['cache-control'], url).not.toMatch(/public/);
    }
  });

  // Every page, for every kind of user, is rendered by the server (a page that fails there would
  // be sent as index.html, without its state): 200 with its state, or a redirect inside the portal.
  for (const who of [
    null,
    DEMO_USERS.studente,
    DEMO_USERS.candidato,
    DEMO_USERS.dipendente,
    DEMO_USERS.insegnante,
    DEMO_USERS.diplomato,
    DEMO_USERS.esterno,
  ]) {
    it(`renders every page on the server for ${who ?? 'a visitor'}`, { timeout: 120_000 }, async () => {
      const client = who ? await signedIn(who) : new TestClient(ctx.app);
      const pages = [
        ...paths,
        '/candidatura/CUCINA-2027A',
        '/candidatura/CUCINA-2027A/1',
        '/presenze/aula/12',
      ];
      for (const url of pages.filter((p) => who === DEMO_USERS.dipendente || !p.startsWith('/staff/'))) {
        const res = await client.get(url);
        if (res.statusCode === 302) {
          expect(res.headers.location, url).toMatch(/^\/(?!\/)/);
          continue;
        }
        expect(res.statusCode, url).toBe(200);
        expect(res.body, `${url} was not rendered by the server`).toContain('id="ssr-state"');
        // No part of it failed there (React marks such a boundary for the browser to render).
        expect(res.body, `a part of ${url} failed on the server`).not.toContain('<!--$!-->');
        expect(page(res).root, url).toMatch(/<h1|<h2/);
      }
    });
  }
});

describe.skipIf(!runs)("a page's own API reads", () => {
  it('are made under the host the page was asked at: no warning that it is not PUBLIC_URL', async () => {
    const lines: string[] = [];
    const own = await createTestApp({
      env: { WEB_DIST_DIR: webDist },
      logStream: { write: (line) => void lines.push(line) },
    });
    try {
      const warnings = () =>
        lines.map((line) => JSON.parse(line) as { level: number; msg: string }).filter((l) => l.level === 40);
      // The courses page is rendered with the editions it reads from the API, in process.
      const res = await new TestClient(own.app).get('/corsi', { headers: { host: 'portal.test' } });
      expect(res.statusCode).toBe(200);
      expect(warnings()).toEqual([]);
      // A browser at another address is still told about, once.
      await new TestClient(own.app).get('/corsi', { headers: { host: 'other.test' } });
      expect(warnings().map((w) => w.msg)).toEqual([expect.stringContaining('request for host other.test')]);
    } finally {
      await own.close();
    }
  });
});
