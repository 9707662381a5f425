import {
  type Endpoint,
  type EndpointAnswer,
  type EndpointSchemas,
  isOneSchema,
} from '@school/domain/shared/endpoint';
import type { ApiErrorBody } from '@school/domain/shared/errors';
import type { z } from 'zod';

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
      const body = await send<{ token: string }>({ method: 'GET', path: CSRF_PATH });
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

/** One request: a write (any method but GET) carries the CSRF token. */
interface ApiRequest {
  method: Method;
  path: string;
  body?: unknown;
  signal?: AbortSignal | undefined;
  keepalive?: boolean | undefined;
}

async function send<T>(request: ApiRequest): Promise<T> {
  return (await exchange(request)).payload as T;
}

/** One request and its answer: the status and the parsed body of a success, or the `ApiError`. */
async function exchange(request: ApiRequest, isRetry = false): Promise<{ status: number; payload: unknown }> {
  const { method, path, body, signal, keepalive = false } = request;
  const withCsrf = method !== 'GET';
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
      return exchange(request, true);
    }
    throw error;
  }
  return { status: response.status, payload };
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** Let the request outlive the page (a last save while the tab closes); small bodies only. */
  keepalive?: boolean;
}

type Input<T> = T extends z.ZodType ? z.input<T> : never;

/** A part of the request: required when its schema requires something, optional otherwise, absent without one. */
type Part<K extends string, T> = [T] extends [z.ZodType]
  ? Record<never, never> extends Input<T>
    ? { readonly [P in K]?: Input<T> }
    : { readonly [P in K]: Input<T> }
  : { readonly [P in K]?: never };

/** What a call of an endpoint sends: its path parameters, query and body as their schemas read them. */
export type CallInput<S extends EndpointSchemas> = Part<'params', S['params']> &
  Part<'query', S['querystring']> &
  Part<'body', S['body']> &
  RequestOptions;

type SuccessStatus = 200 | 201 | 202 | 204;

/** What a call of an endpoint resolves to: its success answer as its schema parses it. */
export type CallAnswer<A extends EndpointAnswer | undefined> = A extends z.ZodType
  ? z.output<A>
  : A extends { readonly [status: number]: z.ZodType }
    ? z.output<A[Extract<keyof A, SuccessStatus>]>
    : unknown;

type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/** The query string of a call (`?a=1&b=2`, or nothing): absent and null values are left out. */
function queryString(query: unknown): string {
  if (query === undefined || query === null) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, QueryValue>)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.append(key, String(value));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * The address of an endpoint: its path with each `:name` replaced by its parameter (encoded), and
 * the query. For what the browser opens itself (a CSV download, a sign-in redirect) and for uploads.
 */
export function endpointUrl<S extends EndpointSchemas>(
  endpoint: Endpoint<S>,
  input: { readonly params?: Input<S['params']>; readonly query?: Input<S['querystring']> } = {},
): string {
  const params = (input.params ?? {}) as Record<string, string | number>;
  const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${endpoint.method} ${endpoint.path}: no ${name}`);
    return encodeURIComponent(String(value));
  });
  return `${path}${queryString(input.query)}`;
}

/** The schema of a success status, if the endpoint declares one. */
function answerSchema(answer: EndpointAnswer | undefined, status: number): z.ZodType | undefined {
  if (!answer) return undefined;
  return isOneSchema(answer) ? answer : answer[status];
}

/**
 * Calls an endpoint declared in the contracts (`packages/domain/src/<feature>/contracts/endpoints.ts`):
 * the method and the path are the endpoint's, the parameters, query and body are typed by its
 * schemas, and the answer is parsed by the schema of its status (a 204 resolves to `null`).
 * `call(exams.listExams, { signal })`, `call(staffShop.changeProduct, { params: { id }, body })`.
 */
export async function call<S extends EndpointSchemas>(
  endpoint: Endpoint<S>,
  ...[input]: Record<never, never> extends CallInput<S> ? [CallInput<S>?] : [CallInput<S>]
): Promise<CallAnswer<S['answer']>> {
  const { body, signal, keepalive } = (input ?? {}) as CallInput<S> & { body?: unknown };
  const { status, payload } = await exchange({
    method: endpoint.method,
    path: endpointUrl(endpoint, input ?? {}),
    body,
    signal,
    keepalive,
  });
  return parseAnswer(endpoint, status, payload);
}

/** An endpoint's success answer, parsed by the schema of its status (a 204 is `null`). */
export function parseAnswer<S extends EndpointSchemas>(
  endpoint: Endpoint<S>,
  status: number,
  payload: unknown,
): CallAnswer<S['answer']> {
  if (status === 204) return null as CallAnswer<S['answer']>;
  const schema = answerSchema(endpoint.answer, status);
  return (schema ? schema.parse(payload) : payload) as CallAnswer<S['answer']>;
}

/**
 * The client by path, for the few calls of the first page load (`/api/me`, the configuration, the
 * notifications' badge, the language, the analytics event), which must not load the contracts'
 * validators (decision 11); their paths are held to the declared endpoints by
 * `first-load-paths.test.ts`. Every other call names its endpoint: `call(…)`.
 */
export const api = {
  get<T>(path: string, options: RequestOptions = {}): Promise<T> {
    return send<T>({ method: 'GET', path, signal: options.signal });
  },
  post<T = void>(path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
    return send<T>({ method: 'POST', path, body, signal: options.signal });
  },
  put<T = void>(path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
    return send<T>({ method: 'PUT', path, body, signal: options.signal, keepalive: options.keepalive });
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
