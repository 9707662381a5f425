import type { Me } from '@school/domain/auth/contracts/get-me';
import { vi } from 'vitest';
import { resetApiClientForTests } from '../lib/api-client';
import type { AppConfig } from '../lib/app-config';
import { jsonResponse } from './render';

/** One call a page made to the fake `/api`. */
export interface Call {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

export type Handler = (call: Call) => Response | undefined;

/** The configuration the fake `/api/config` answers (test pages off, as in production). */
export const TEST_CONFIG: AppConfig = {
  secretariatEmail: 'segreteria@example.test',
  enrolmentEmail: 'e@example.test',
  providers: { google: false, apple: false },
  outbox: false,
  testPages: false,
};

/**
 * Stubs `fetch`: `/api/me` answers `me`, the configuration and the CSRF token always answer, and
 * every other call goes to `handle` (a 404 when it answers nothing). Returns the calls.
 */
export function serveApi({
  me,
  config = {},
  handle,
}: {
  me: Me | null;
  config?: Partial<AppConfig>;
  handle: Handler;
}) {
  resetApiClientForTests();
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      if (url.pathname === '/api/me') return jsonResponse(200, { user: me });
      if (url.pathname === '/api/auth/csrf') return jsonResponse(200, { token: 't' });
      if (url.pathname === '/api/config') return jsonResponse(200, { ...TEST_CONFIG, ...config });
      const call = { method, path: url.pathname, search: url.search, body };
      calls.push(call);
      return handle(call) ?? jsonResponse(404, { error: { code: 'request.notFound', message: 'x' } });
    }),
  );
  return calls;
}

/** The calls that change something. */
export const writes = (calls: readonly Call[]) => calls.filter((call) => call.method !== 'GET');
