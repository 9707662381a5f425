import type { ApiErrorBody } from '@school/domain/shared/errors';

/** Codes the client itself produces, besides the server's ERROR_CODES. */
export type ClientErrorCode = 'network' | 'unknown';

/** The one error type of every API call: the HTTP status and the error code of the body. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, code: string, message?: string, fields?: Record<string, string>) {
    super(message ?? code);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export function isApiError(error: unknown, code?: string): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

export const CSRF_COOKIE = 'csrf';
export const CSRF_HEADER = 'x-csrf-token';
const CSRF_PATH = '/api/auth/csrf';

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      const value = decodeURIComponent(rest.join('='));
      return value === '' ? null : value;
    }
  }
  return null;
}

/** The csrf cookie: `__Host-csrf` on a https deployment, `csrf` on plain http. */
function readCsrfCookie(): string | null {
  return readCookie(`__Host-${CSRF_COOKIE}`) ?? readCookie(CSRF_COOKIE);
}

let csrfFallback: string | null = null;
let csrfInFlight: Promise<string> | null = null;

/** Forget the remembered token (after a `request.csrf` answer). */
function forgetCsrf(): void {
  csrfFallback = null;
}

async function fetchCsrfToken(): Promise<string> {
  if (!csrfInFlight) {
    csrfInFlight = (async () => {
      const body = await send<{ token: string }>('GET', CSRF_PATH, undefined, undefined, false);
      csrfFallback = body.token;
      return readCsrfCookie() ?? body.token;
    })().finally(() => {
      csrfInFlight = null;
    });
  }
  return csrfInFlight;
}

/** The value of the `csrf` cookie; when it is missing, `GET /api/auth/csrf` sets it first. */
async function csrfToken(): Promise<string> {
  return readCsrfCookie() ?? csrfFallback ?? fetchCsrfToken();
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The `ApiError` of an error answer (used by `upload.ts` too). */
export function toApiError(status: number, body: unknown): ApiError {
  const error = (body as Partial<ApiErrorBody> | undefined)?.error;
  if (error && typeof error === 'object' && typeof error.code === 'string') {
    return new ApiError(status, error.code, error.message, error.fields);
  }
  return new ApiError(status, status >= 500 ? 'server.error' : 'unknown');
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** How a request reaches the server: the browser's `fetch`, or the server's own renderer (ssr/). */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (path, init) => fetch(path, init);

/** On the server, the renderer answers a page's queries in process, with the page request's cookies. */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

async function send<T>(
  method: Method,
  path: string,
  body: unknown,
  signal: AbortSignal | undefined,
  withCsrf: boolean,
  isRetry = false,
  keepalive = false,
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (withCsrf) headers[CSRF_HEADER] = await csrfToken();

  let response: Response;
  try {
    response = await transport(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
      keepalive,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(0, 'network');
  }

  const payload = await readBody(response);
  if (!response.ok) {
    const error = toApiError(response.status, payload);
    if (withCsrf && !isRetry && error.code === 'request.csrf') {
      // The token expired or rotated: get a fresh one and try once more.
      forgetCsrf();
      await fetchCsrfToken();
      return send<T>(method, path, body, signal, withCsrf, true, keepalive);
    }
    throw error;
  }
  return payload as T;
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** Let the request outlive the page (a last save while the tab closes); small bodies only. */
  keepalive?: boolean;
}

/** The one HTTP client of the web app. JSON in and out, same-origin cookies, CSRF on writes. */
export const api = {
  get<T>(path: string, options: RequestOptions = {}): Promise<T> {
    return send<T>('GET', path, undefined, options.signal, false);
  },
  post<T = void>(path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
    return send<T>('POST', path, body, options.signal, true);
  },
  put<T = void>(path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
    return send<T>('PUT', path, body, options.signal, true, false, options.keepalive);
  },
  patch<T = void>(path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
    return send<T>('PATCH', path, body, options.signal, true);
  },
  /** A DELETE, with a JSON body where the thing to delete is not in the path (a push endpoint). */
  delete<T = void>(path: string, options: RequestOptions & { body?: unknown } = {}): Promise<T> {
    return send<T>('DELETE', path, options.body, options.signal, true);
  },
};

/**
 * For other transports of this client (the XMLHttpRequest upload in `upload.ts`): the token to
 * send in `x-csrf-token`, and a fresh one after a `request.csrf` answer. The token logic stays here.
 */
export const csrf = {
  token: csrfToken,
  async renew(): Promise<string> {
    forgetCsrf();
    return fetchCsrfToken();
  },
};

/** For tests: start again with no remembered CSRF token. */
export function resetApiClientForTests(): void {
  csrfFallback = null;
  csrfInFlight = null;
}
