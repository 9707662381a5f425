import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.ts';

describe('loadConfig', () => {
  it('has working defaults: PGlite under ./data, outbox mail, no providers', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      dataDir: './data',
      databaseUrl: undefined,
      seedDemo: true,
      smtpUrl: undefined,
      outboxView: true,
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

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).port).toBe(3000);
  });
});
