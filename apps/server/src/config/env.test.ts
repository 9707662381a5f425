import { describe, expect, it } from 'vitest';
import { ConfigError, listenUrl, loadConfig } from './env.ts';

describe('loadConfig', () => {
  it('has working defaults: PGlite under ./data with the demo data, outbox mail not shown, no providers', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      dataDir: './data',
      databaseUrl: undefined,
      seedDemo: true,
      smtpUrl: undefined,
      outboxView: false,
      payments: 'test',
      providers: { google: null, apple: null },
      cookieSecure: false,
    });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['SEED_DEMO', 'maybe'],
    ['SMTP_URL', 'http://mail'],
    ['PUBLIC_URL', 'not a url'],
    ['LOG_LEVEL', 'loud'],
    ['SECRETARIAT_EMAIL', 'nobody'],
  ])('stops with a message naming %s when it is %s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });

  it('enables a provider only with both client id and secret', () => {
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id' }).providers.google).toBeNull();
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' }).providers.google).toMatchObject({
      issuer: 'https://accounts.google.com',
      clientId: 'id',
    });
  });

  it('uses secure cookies behind https and hides the outbox when SMTP is configured', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://portal.example', SMTP_URL: 'smtp://mail:25' });
    expect(config.cookieSecure).toBe(true);
    expect(config.outboxView).toBe(false);
  });

  it('defaults the public address to the one the server listens on and prints', () => {
    expect(loadConfig({}).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
    expect(loadConfig({ HOST: 'school.lan', PORT: '8080' }).publicUrl).toBe('http://school.lan:8080');
    expect(loadConfig({}).publicUrlSet).toBe(false);
    const set = loadConfig({ PUBLIC_URL: 'https://portal.example/', HOST: '0.0.0.0' });
    expect(set).toMatchObject({ publicUrl: 'https://portal.example', publicUrlSet: true });
  });

  it('takes the passkeys’ relying party (rpID and origin) from the public address', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://portal.example:8443/' }).passkeys).toMatchObject({
      rpId: 'portal.example',
      origin: 'https://portal.example:8443',
    });
    expect(loadConfig({ PORT: '4000' }).passkeys).toMatchObject({
      rpId: 'localhost',
      origin: 'http://localhost:4000',
    });
  });

  it.each([
    // The IPv4 loopback by its name: browsers refuse passkeys on an IP address.
    ['127.0.0.1', 'http://localhost:3000'],
    ['localhost', 'http://localhost:3000'],
    // Every interface: a browser opens the loopback of the family.
    ['0.0.0.0', 'http://localhost:3000'],
    ['::', 'http://[::1]:3000'],
    ['[::]', 'http://[::1]:3000'],
    ['::1', 'http://[::1]:3000'],
    ['fe80::1', 'http://[fe80::1]:3000'],
  ])('the listening address of HOST=%s is %s, a URL a browser opens', (host, url) => {
    expect(listenUrl(host, 3000)).toBe(url);
    expect(new URL(url).origin).toBe(url);
    expect(loadConfig({ HOST: host }).publicUrl).toBe(url);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).port).toBe(3000);
  });

  it('keeps files under DATA_DIR/files by default', () => {
    expect(loadConfig({ DATA_DIR: '/srv/portal' }).storage).toEqual({
      kind: 'local',
      dir: '/srv/portal/files',
    });
  });

  it('uses an S3-compatible bucket when S3_BUCKET is set', () => {
    expect(
      loadConfig({
        S3_BUCKET: 'school-files',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }).storage,
    ).toEqual({
      kind: 's3',
      bucket: 'school-files',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      forcePathStyle: true,
      prefix: '',
    });
    expect(loadConfig({ S3_BUCKET: 'school-files' }).storage).toMatchObject({ credentials: undefined });
  });

  it.each([
    ['S3_BUCKET', 'Not A Bucket'],
    ['S3_ENDPOINT', 'not a url'],
    ['S3_FORCE_PATH_STYLE', 'maybe'],
    ['S3_PREFIX', '../x?'],
  ])('stops with a message naming %s when it is %s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });

  it('needs both S3 keys or neither', () => {
    expect(() => loadConfig({ S3_BUCKET: 'school-files', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/,
    );
  });

  describe('safe in production', () => {
    const production = {
      NODE_ENV: 'production',
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      ATTENDANCE_SECRET: 'a'.repeat(32),
    };

    it('seeds the demo data only on the embedded database outside production, or when asked for', () => {
      expect(loadConfig({ DATABASE_URL: 'postgres://db/portal' }).seedDemo).toBe(false);
      expect(loadConfig(production).seedDemo).toBe(false);
      expect(loadConfig({ ...production, DATABASE_URL: 'postgres://db/portal' }).seedDemo).toBe(false);
      expect(loadConfig({ ...production, SEED_DEMO: 'true' }).seedDemo).toBe(true);
      expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    });

    it('never shows the outbox in production: asking for it stops the server', () => {
      expect(loadConfig(production).outboxView).toBe(false);
      expect(() => loadConfig({ ...production, OUTBOX_VIEW: 'true' })).toThrow(
        /OUTBOX_VIEW:.*never on in production/,
      );
      expect(loadConfig({ OUTBOX_VIEW: 'true' }).outboxView).toBe(true);
      expect(loadConfig({ OUTBOX_VIEW: 'true', SMTP_URL: 'smtp://mail:25' }).outboxView).toBe(false);
    });

    it('never serves the journeys’ put-back of the demo state in production: asking for it stops the server', () => {
      expect(loadConfig({}).e2eStateReset).toBe(false);
      expect(loadConfig(production).e2eStateReset).toBe(false);
      expect(() => loadConfig({ ...production, E2E_STATE_RESET: 'true' })).toThrow(
        /E2E_STATE_RESET:.*never on in production/,
      );
      expect(loadConfig({ E2E_STATE_RESET: 'true' }).e2eStateReset).toBe(true);
    });

    it('refuses to start in production without a payment provider unless the test checkout is asked for', () => {
      expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/no payment provider in production/);
      expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PAYMENTS_TEST_CHECKOUT=true/);
      expect(
        loadConfig({
          NODE_ENV: 'production',
          PAYMENTS_TEST_CHECKOUT: 'true',
          ATTENDANCE_SECRET: 'a'.repeat(32),
        }).payments,
      ).toBe('test');
      expect(loadConfig(production).payments).toBe('stripe');
      expect(() => loadConfig({ PAYMENTS_TEST_CHECKOUT: 'false' })).toThrow(/PAYMENTS_TEST_CHECKOUT:/);
    });

    it('publishes the API docs in production too, unless API_DOCS=false', () => {
      expect(loadConfig({}).apiDocs).toBe(true);
      expect(loadConfig(production).apiDocs).toBe(true);
      expect(loadConfig({ ...production, API_DOCS: 'false' }).apiDocs).toBe(false);
      expect(() => loadConfig({ API_DOCS: 'maybe' })).toThrow(/API_DOCS/);
    });

    it('serves the test pages outside production, in production only when asked for', () => {
      expect(loadConfig({}).testPages).toBe(true);
      expect(loadConfig(production).testPages).toBe(false);
      expect(loadConfig({ ...production, TEST_PAGES: 'true' }).testPages).toBe(true);
      expect(loadConfig({ TEST_PAGES: 'false' }).testPages).toBe(false);
    });

    it('refuses to start in production without the attendance codes’ secret (at least 32 characters)', () => {
      const { ATTENDANCE_SECRET: _secret, ...withoutSecret } = production;
      expect(() => loadConfig(withoutSecret)).toThrow(/ATTENDANCE_SECRET: required in production/);
      expect(() => loadConfig({ ...production, ATTENDANCE_SECRET: 'short' })).toThrow(/ATTENDANCE_SECRET/);
      expect(loadConfig(production).attendanceSecret).toBe('a'.repeat(32));
      expect(loadConfig({}).attendanceSecret).toBeNull();
    });

    it('serves the metrics in production only with a token', () => {
      expect(loadConfig(production).metrics).toBeNull();
      expect(loadConfig({ ...production, METRICS_TOKEN: 'a-long-enough-token' }).metrics).toEqual({
        token: 'a-long-enough-token',
      });
      expect(loadConfig({}).metrics).toEqual({ token: undefined });
      expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN:/);
    });
  });
});
