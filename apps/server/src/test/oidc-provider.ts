import { generateKeyPair, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import Provider, { type Account, interactionPolicy } from 'oidc-provider';

/**
 * A real OpenID Connect provider (oidc-provider) on 127.0.0.1 for the tests: authorization code
 * with PKCE (required), client_secret_post or client_secret_basic, id_tokens carrying the email
 * and profile claims. The sign-in page is replaced by an automatic interaction that signs in the
 * "next user" and grants consent at once, so following the redirects (with plain HTTP requests
 * or a browser) ends at the client's redirect_uri with `code` and `state`.
 *
 * Every authorization goes through that interaction (like `prompt=login`), even when the
 * provider already has a session, so `setNextUser` always decides who signs in next. The next
 * user stays in place until it is replaced; `setNextUser(null)` makes the provider answer
 * `error=access_denied` (the person cancelled). From another process (Playwright), the same is
 * done with `POST <issuer>/__test/next-user` and a JSON body of claims (or `null`).
 */

export interface ProviderUserClaims {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name?: string;
  family_name?: string;
}

export interface LocalOidcClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  /** How the client authenticates at the token endpoint; openid-client's default is client_secret_post. */
  tokenEndpointAuthMethod?: 'client_secret_post' | 'client_secret_basic';
}

export interface LocalOidcProvider {
  /** http://127.0.0.1:<port>, the value for GOOGLE_ISSUER / APPLE_ISSUER. */
  issuer: string;
  close(): Promise<void>;
  setNextUser(claims: ProviderUserClaims | null): void;
}

const INTERACTION_PATH = '/interaction/';
const CONTROL_PATH = '/__test/next-user';

export async function startOidcProvider(options: {
  port?: number;
  clients: LocalOidcClient[];
}): Promise<LocalOidcProvider> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;

  const accounts = new Map<string, ProviderUserClaims>();
  let nextUser: ProviderUserClaims | null = null;

  const provider = new Provider(issuer, {
    clients: options.clients.map((c) => ({
      client_id: c.clientId,
      client_secret: c.clientSecret,
      redirect_uris: c.redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: c.tokenEndpointAuthMethod ?? 'client_secret_post',
    })),
    responseTypes: ['code'],
    adapter: memoryAdapter(),
    jwks: { keys: [await signingKey()] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    // Like Google and Apple: the scope's claims are in the id_token itself.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    interactions: {
      policy: alwaysSignInPolicy(),
      url: (_ctx, interaction) => `${INTERACTION_PATH}${interaction.uid}`,
    },
    async findAccount(_ctx, sub): Promise<Account | undefined> {
      const claims = accounts.get(sub);
      if (!claims) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          ...claims,
          name: [claims.given_name, claims.family_name].filter(Boolean).join(' ') || undefined,
        }),
      };
    },
    async renderError(ctx, out) {
      ctx.type = 'text/plain';
      ctx.body = `oidc-provider error: ${JSON.stringify(out)}`;
    },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 120,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
  });
  provider.on('server_error', (_ctx, error) => {
    console.error('local OIDC provider error', error);
  });

  /** The interaction page: signs in the next user and grants what the client asked for. */
  async function interaction(req: IncomingMessage, res: ServerResponse) {
    const details = await provider.interactionDetails(req, res);
    const user = nextUser;
    if (!user) {
      await provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'The test user cancelled the sign-in' },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    accounts.set(user.sub, { ...user });
    const grant = new provider.Grant({ accountId: user.sub, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope ?? 'openid'));
    const missingClaims = details.prompt.details.missingOIDCClaims;
    if (Array.isArray(missingClaims) && missingClaims.length > 0)
      grant.addOIDCClaims(missingClaims.map(String));
    const grantId = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: user.sub }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }

  async function control(req: IncomingMessage, res: ServerResponse) {
    let body = '';
    for await (const chunk of req) body += chunk;
    nextUser = parseUser(JSON.parse(body || 'null'));
    res.writeHead(204).end();
  }

  const callback = provider.callback();
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', issuer).pathname;
    let handler: Promise<void> | null = null;
    if (req.method === 'GET' && path.startsWith(INTERACTION_PATH)) handler = interaction(req, res);
    else if (req.method === 'POST' && path === CONTROL_PATH) handler = control(req, res);
    if (!handler) {
      void callback(req, res);
      return;
    }
    handler.catch((err: unknown) => {
      if (res.headersSent) return res.destroy();
      res
        .writeHead(400, { 'content-type': 'text/plain' })
        .end(`local OIDC provider: ${(err as Error).message}`);
    });
  });

  return {
    issuer,
    setNextUser(claims) {
      nextUser = claims ? { ...claims } : null;
    },
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
    },
  };
}

type Payload = Record<string, unknown> & {
  uid?: string;
  grantId?: string;
  userCode?: string;
  consumed?: number;
};

/** The artefacts revoked with their grant (as in oidc-provider's own memory adapter). */
const GRANT_BOUND = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
  'PreAuthorizedCode',
]);

/**
 * The provider's storage, in memory, one per provider instance (oidc-provider's default memory
 * adapter prints a production warning on every start).
 */
function memoryAdapter() {
  const entries = new Map<string, { payload: Payload; expiresAt: number }>();
  const index = new Map<string, string>(); // sessionUid:<uid> / userCode:<code> -> key
  const grants = new Map<string, Set<string>>(); // grantId -> keys
  const read = (key: string | undefined) => {
    const entry = key === undefined ? undefined : entries.get(key);
    if (!entry || entry.expiresAt <= Date.now()) return undefined;
    return entry.payload;
  };
  return (model: string) => {
    const keyOf = (id: string) => `${model}:${id}`;
    return {
      async upsert(id: string, payload: Payload, expiresIn?: number) {
        const key = keyOf(id);
        const expiresAt =
          typeof expiresIn === 'number' ? Date.now() + expiresIn * 1000 : Number.POSITIVE_INFINITY;
        entries.set(key, { payload, expiresAt });
        if (model === 'Session' && payload.uid) index.set(`sessionUid:${payload.uid}`, key);
        if (payload.userCode) index.set(`userCode:${payload.userCode}`, key);
        if (payload.grantId && GRANT_BOUND.has(model))
          grants.set(payload.grantId, (grants.get(payload.grantId) ?? new Set()).add(key));
      },
      async find(id: string) {
        return read(keyOf(id));
      },
      async findByUid(uid: string) {
        return read(index.get(`sessionUid:${uid}`));
      },
      async findByUserCode(userCode: string) {
        return read(index.get(`userCode:${userCode}`));
      },
      async consume(id: string) {
        const payload = read(keyOf(id));
        if (payload) payload.consumed = Math.floor(Date.now() / 1000);
      },
      async destroy(id: string) {
        entries.delete(keyOf(id));
      },
      async revokeByGrantId(grantId: string) {
        for (const key of grants.get(grantId) ?? []) entries.delete(key);
        grants.delete(grantId);
      },
    };
  };
}

/** The default policy plus one check: sign in again on every authorization (as with prompt=login). */
function alwaysSignInPolicy() {
  const policy = interactionPolicy.base();
  const login = policy.get('login');
  if (!login) throw new Error('oidc-provider has no login prompt');
  login.checks.add(
    new interactionPolicy.Check(
      'test_fresh_login',
      'the test provider signs in the next user every time',
      (ctx) =>
        ctx.oidc.result?.login
          ? interactionPolicy.Check.NO_NEED_TO_PROMPT
          : interactionPolicy.Check.REQUEST_PROMPT,
    ),
  );
  return policy;
}

async function signingKey() {
  const { privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 });
  return {
    ...privateKey.export({ format: 'jwk' }),
    kid: randomBytes(8).toString('hex'),
    use: 'sig',
    alg: 'RS256',
  };
}

function parseUser(value: unknown): ProviderUserClaims | null {
  if (value === null) return null;
  const v = value as Partial<ProviderUserClaims> | undefined;
  if (typeof v?.sub !== 'string' || typeof v.email !== 'string' || typeof v.email_verified !== 'boolean') {
    throw new Error('next user needs sub, email and email_verified');
  }
  return {
    sub: v.sub,
    email: v.email,
    email_verified: v.email_verified,
    given_name: v.given_name,
    family_name: v.family_name,
  };
}

/**
 * What a browser does between the portal and the provider: follows redirects and submits the
 * provider's self-submitting forms (the sign-out confirmation when another user signs in), with
 * its own cookies (path and expiry respected), until it is sent back to `redirectOrigin`.
 * Returns that URL: the redirect_uri with code and state (or error); for a form posted back
 * (response_mode=form_post) the form fields are returned as the URL's query. A new instance is
 * a new browser profile.
 */
export class ProviderBrowser {
  private readonly cookies = new Map<
    string,
    { value: string; path: string; origin: string; expires: number }
  >();

  async followUntil(startUrl: string | URL, redirectOrigin: string, maxHops = 10): Promise<URL> {
    let url = new URL(startUrl);
    let form: URLSearchParams | null = null;
    for (let hop = 0; hop < maxHops; hop++) {
      if (url.origin === redirectOrigin) {
        if (form) for (const [key, value] of form) url.searchParams.append(key, value);
        return url;
      }
      const headers: Record<string, string> = this.cookieHeader(url);
      if (form) {
        headers['content-type'] = 'application/x-www-form-urlencoded';
        headers.origin = url.origin;
      }
      const res: Response = await fetch(url, {
        method: form ? 'POST' : 'GET',
        redirect: 'manual',
        headers,
        body: form?.toString(),
      });
      this.store(url, res.headers.getSetCookie());
      const location = res.headers.get('location');
      if (res.status >= 300 && res.status <= 399 && location) {
        await res.body?.cancel();
        url = new URL(location, url);
        form = null;
        continue;
      }
      const body = await res.text();
      const submitted: ReturnType<typeof selfSubmittingForm> =
        res.status === 200 ? selfSubmittingForm(body) : null;
      if (!submitted) {
        throw new Error(`expected a redirect from ${url.href}, got ${res.status}: ${body.slice(0, 500)}`);
      }
      url = new URL(submitted.action, url);
      form = submitted.fields;
    }
    throw new Error(`more than ${maxHops} steps from ${new URL(startUrl).href}`);
  }

  private cookieHeader(url: URL): Record<string, string> {
    const now = Date.now();
    const pairs: string[] = [];
    for (const [key, c] of this.cookies) {
      if (c.expires <= now) {
        this.cookies.delete(key);
        continue;
      }
      const pathMatches =
        url.pathname === c.path || url.pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`);
      if (c.origin === url.origin && pathMatches) pairs.push(`${key.split('\n')[0]}=${c.value}`);
    }
    return pairs.length > 0 ? { cookie: pairs.join('; ') } : {};
  }

  private store(url: URL, setCookies: string[]) {
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';').map((s) => s.trim());
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      let path = url.pathname.replace(/\/[^/]*$/, '') || '/';
      let expires = Number.POSITIVE_INFINITY;
      let maxAge: number | undefined;
      for (const attribute of attributes) {
        const [k = '', v = ''] = attribute.split('=');
        const key = k.toLowerCase();
        if (key === 'path' && v.startsWith('/')) path = v;
        else if (key === 'expires') expires = Date.parse(v);
        else if (key === 'max-age') maxAge = Number(v);
      }
      // Max-Age wins over Expires (RFC 6265).
      if (maxAge !== undefined && Number.isFinite(maxAge)) expires = Date.now() + maxAge * 1000;
      const id = `${name}\n${path}`;
      if (expires <= Date.now() || value === '') this.cookies.delete(id);
      else this.cookies.set(id, { value, path, origin: url.origin, expires });
    }
  }
}

const decodeHtml = (value: string) =>
  value.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_m, entity: string) => {
    const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
    if (entity[0] !== '#') return named[entity.toLowerCase()] ?? '';
    const code =
      entity[1] === 'x' || entity[1] === 'X' ? Number.parseInt(entity.slice(2), 16) : Number(entity.slice(1));
    return String.fromCodePoint(code);
  });

/** The form of oidc-provider's auto-submitting pages (a script submits it on load). */
function selfSubmittingForm(html: string): { action: string; fields: URLSearchParams } | null {
  if (!html.includes('document.forms[0].submit()')) return null;
  const action = /<form method="post" action="([^"]*)">/i.exec(html)?.[1];
  if (action === undefined) return null;
  const fields = new URLSearchParams();
  for (const match of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)"\s*\/?>/gi)) {
    fields.append(decodeHtml(match[1] ?? ''), decodeHtml(match[2] ?? ''));
  }
  return { action: decodeHtml(action), fields };
}
