import type { Me } from '@school/domain/auth/contracts/get-me';
import { vi } from 'vitest';
import { resetApiClientForTests } from '../lib/api-client';
import { jsonResponse } from './render';

/** One call the page made to the fake `/api`. */
export interface ApiCall {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

export type ApiHandler = (call: ApiCall) => Response | undefined;

/**
 * Stubs `fetch`: `/api/me` answers `me` (null: a visitor), the configuration and the CSRF token
 * always answer, and every other call goes to `handle` (a 404 when it answers nothing). Returns
 * the calls, in order.
 */
export function serveApi({ me, handle }: { me: Me | null; handle: ApiHandler }): ApiCall[] {
  resetApiClientForTests();
  const calls: ApiCall[] = [];
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
