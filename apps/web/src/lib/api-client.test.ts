import '../test/setup';
import { endpoint } from '@school/domain/shared/endpoint';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { jsonResponse } from '../test/render';
import { ApiError, api, call, endpointUrl, resetApiClientForTests } from './api-client';

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

describe('call: an endpoint of the contracts', () => {
  const Item = z.object({ id: z.string(), name: z.string() });
  const getItem = endpoint('GET /api/things/:id/parts/:part', 'A part', {
    params: z.object({ id: z.string(), part: z.string() }),
    querystring: z.object({ q: z.string().optional(), tag: z.array(z.string()).optional() }),
    answer: Item,
  });
  const createItem = endpoint('POST /api/things', 'Create', {
    body: z.object({ name: z.string() }),
    answer: { 201: Item },
  });
  const removeItem = endpoint('DELETE /api/things/:id', 'Remove', {
    params: z.object({ id: z.string() }),
    querystring: z.object({ version: z.string() }),
    answer: { 204: z.null() },
  });

  beforeEach(() => {
    clearCookies();
    resetApiClientForTests();
  });

  it("sends the endpoint's method to its path, parameters encoded and absent query values left out", async () => {
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse(200, { id: 'a/b', name: 'x', extra: 1 }));
    vi.stubGlobal('fetch', fetchMock);
    const answer = await call(getItem, {
      params: { id: 'a/b', part: 'è 1' },
      query: { q: undefined, tag: ['x', 'y'] },
    });
    // Parsed by the answer's schema: what it does not declare is dropped.
    expect(answer).toEqual({ id: 'a/b', name: 'x' });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/things/a%2Fb/parts/%C3%A8%201?tag=x&tag=y');
    expect(init.method).toBe('GET');
    expect(headersOf(fetchMock.mock.calls[0]).has('x-csrf-token')).toBe(false);
  });

  it('sends a write with its body and the CSRF token, and parses the schema of its status', async () => {
    setCookie('csrf=cookie-token; path=/');
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse(201, { id: '1', name: 'new' }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(call(createItem, { body: { name: 'new' } })).resolves.toEqual({ id: '1', name: 'new' });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect([url, init.method, init.body]).toEqual(['/api/things', 'POST', '{"name":"new"}']);
    expect(headersOf(fetchMock.mock.calls[0]).get('x-csrf-token')).toBe('cookie-token');
  });

  it('resolves a 204 to null, with the query in the address', async () => {
    setCookie('csrf=t; path=/');
    const fetchMock = vi.fn().mockResolvedValue(new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(call(removeItem, { params: { id: '7' }, query: { version: 'v1' } })).resolves.toBeNull();
    expect((fetchMock.mock.calls[0] as [string])[0]).toBe('/api/things/7?version=v1');
  });

  it('refuses an answer its schema does not accept', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonResponse(200, { id: 1 })));
    await expect(call(getItem, { params: { id: 'a', part: 'b' } })).rejects.toThrow();
  });

  it('gives an error answer as ApiError, as every call does', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(jsonResponse(404, { error: { code: 'request.notFound', message: 'x' } })),
    );
    await expect(call(getItem, { params: { id: 'a', part: 'b' } })).rejects.toMatchObject({
      status: 404,
      code: 'request.notFound',
    });
  });

  it('builds the address of an endpoint the browser opens itself', () => {
    expect(endpointUrl(removeItem, { params: { id: 'x y' }, query: { version: '3' } })).toBe(
      '/api/things/x%20y?version=3',
    );
    // A missing path parameter is a programming error, not a request to a wrong address.
    expect(() => endpointUrl(removeItem, {})).toThrow(/no id/);
  });

  it('types each part by its schema (checked by tsc, which runs on the tests too)', () => {
    const typeChecks = () => [
      // @ts-expect-error the body is required by its schema
      call(createItem, {}),
      // @ts-expect-error a path parameter is missing
      call(getItem, { params: { id: 'a' } }),
      // @ts-expect-error this endpoint reads no body
      call(getItem, { params: { id: 'a', part: 'b' }, body: {} }),
      // @ts-expect-error the query's version is required
      call(removeItem, { params: { id: 'a' } }),
    ];
    expect(typeof typeChecks).toBe('function');
  });
});
