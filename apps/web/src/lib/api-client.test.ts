import '../test/setup';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test/render';
import { ApiError, api, resetApiClientForTests } from './api-client';

/** Sets a cookie in jsdom, as the server's Set-Cookie would. */
function setCookie(cookie: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API; the client reads document.cookie
  document.cookie = cookie;
}

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) setCookie(`${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`);
  }
}

function headersOf(call: unknown[] | undefined): Headers {
  return new Headers((call?.[1] as RequestInit | undefined)?.headers);
}

describe('api client', () => {
  beforeEach(() => {
    clearCookies();
    resetApiClientForTests();
  });

  it('GET sends no CSRF header, same-origin credentials, and returns the JSON body', async () => {
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse(200, { user: null }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(api.get('/api/me')).resolves.toEqual({ user: null });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/me');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('same-origin');
    expect(headersOf(fetchMock.mock.calls[0]).has('x-csrf-token')).toBe(false);
  });

  it('writes send the csrf cookie value in x-csrf-token', async () => {
    setCookie('csrf=cookie-token; path=/');
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse(200, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    await api.post('/api/auth/password-recovery', { email: 'a@b.it', language: 'it' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const headers = headersOf(fetchMock.mock.calls[0]);
    expect(headers.get('x-csrf-token')).toBe('cookie-token');
    expect(headers.get('content-type')).toBe('application/json');
    expect((fetchMock.mock.calls[0]?.[1] as RequestInit | undefined)?.body).toBe(
      '{"email":"a@b.it","language":"it"}',
    );
  });

  it('on a https deployment reads the __Host-csrf cookie', async () => {
    // jsdom runs on http and refuses to store a __Host- cookie: the browser's answer is stubbed.
    const cookie = vi.spyOn(document, 'cookie', 'get').mockReturnValue('other=1; __Host-csrf=host-token');
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse(200, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    await api.post('/api/auth/password-recovery', { email: 'a@b.it', language: 'it' });
    expect(headersOf(fetchMock.mock.calls[0]).get('x-csrf-token')).toBe('host-token');
    cookie.mockRestore();
  });

  it('without the csrf cookie, first asks GET /api/auth/csrf and uses its token', async () => {
    const fetchMock = vi.fn(async (url: string) => {
      if (url === '/api/auth/csrf') return jsonResponse(200, { token: 'fresh-token' });
      return jsonResponse(204);
    });
    vi.stubGlobal('fetch', fetchMock);
    await expect(api.post('/api/auth/logout')).resolves.toBeUndefined();
    expect(fetchMock.mock.calls.map((call) => call[0])).toEqual(['/api/auth/csrf', '/api/auth/logout']);
    expect(headersOf(fetchMock.mock.calls[1]).get('x-csrf-token')).toBe('fresh-token');
    // A body-less write sends no JSON content type.
    expect(headersOf(fetchMock.mock.calls[1]).has('content-type')).toBe(false);
  });

  it('asks for the token once for concurrent writes', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url === '/api/auth/csrf' ? jsonResponse(200, { token: 't' }) : jsonResponse(204),
    );
    vi.stubGlobal('fetch', fetchMock);
    await Promise.all([api.post('/api/notifications/1/read'), api.post('/api/notifications/2/read')]);
    expect(fetchMock.mock.calls.filter((call) => call[0] === '/api/auth/csrf')).toHaveLength(1);
  });

  it('throws ApiError with status, code and fields from the error body', async () => {
    setCookie('csrf=x; path=/');
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(
        jsonResponse(400, {
          error: { code: 'request.invalid', message: 'Invalid body', fields: { username: 'invalid_format' } },
        }),
      ),
    );
    const error = await api.post('/api/auth/signup', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'request.invalid',
      fields: { username: 'invalid_format' },
    });
  });

  it('maps 401 wrong credentials to its code', async () => {
    setCookie('csrf=x; path=/');
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(jsonResponse(401, { error: { code: 'auth.wrongCredentials', message: 'no' } })),
    );
    await expect(api.post('/api/auth/login', { username: 'a', password: 'b' })).rejects.toMatchObject({
      status: 401,
      code: 'auth.wrongCredentials',
    });
  });

  it('gives unreadable error bodies a generic code', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    await expect(api.get('/api/config')).rejects.toMatchObject({ status: 502, code: 'server.error' });
  });

  it('reports a network failure as ApiError "network"', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(api.get('/api/config')).rejects.toMatchObject({ status: 0, code: 'network' });
  });

  it('retries once with a new token after a request.csrf answer', async () => {
    setCookie('csrf=stale; path=/');
    let writes = 0;
    const fetchMock = vi.fn(async (url: string) => {
      if (url === '/api/auth/csrf') {
        setCookie('csrf=renewed; path=/');
        return jsonResponse(200, { token: 'renewed' });
      }
      writes += 1;
      return writes === 1
        ? jsonResponse(403, { error: { code: 'request.csrf', message: 'bad token' } })
        : jsonResponse(200, { user: { id: '1' } });
    });
    vi.stubGlobal('fetch', fetchMock);
    await expect(api.post('/api/auth/login', { username: 'a', password: 'b' })).resolves.toEqual({
      user: { id: '1' },
    });
    expect(fetchMock.mock.calls.map((call) => call[0])).toEqual([
      '/api/auth/login',
      '/api/auth/csrf',
      '/api/auth/login',
    ]);
    expect(headersOf(fetchMock.mock.calls[2]).get('x-csrf-token')).toBe('renewed');
  });
});
