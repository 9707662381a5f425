import { vi } from 'vitest';
import { resetApiClientForTests } from '../lib/api-client';
import type { meWith } from './me';
import { jsonResponse } from './render';

/** A call the fake `/api` received. */
export interface Call {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

export type Handler = (call: Call) => Response | undefined;

/**
 * Stubs `fetch` for a feature's tests: `/api/me` answers `me`, the configuration and the CSRF token
 * always answer, and every other call goes to `handle` (a 404 when it answers nothing). Returns
 * the calls, in order.
 */
export function serveApi({ me, handle }: { me: ReturnType<typeof meWith> | null; handle: Handler }) {
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
      if (url.pathname === '/api/config')
        return jsonResponse(200, {
          secretariatEmail: 'segreteria@example.test',
          enrolmentEmail: 'e@example.test',
          providers: { google: false, apple: false },
          outbox: false,
          testPages: false,
        });
      const call = { method, path: url.pathname, search: url.search, body };
      calls.push(call);
      return handle(call) ?? jsonResponse(404, { error: { code: 'request.notFound', message: 'x' } });
    }),
  );
  return calls;
}

/** The calls that change something. */
export const writes = (calls: readonly Call[]) => calls.filter((call) => call.method !== 'GET');
