import type { FastifyRequest } from 'fastify';

/** Query parameters that carry a secret or a one-time code (sign-in, recovery, payment links). */
const SECRET_QUERY_KEYS = new Set(['code', 'state', 'tkn', 'token', 'id_token', 'session_id', 'returnTo']);
/** Paths whose whole query string stays out of the logs. */
const SECRET_QUERY_PATHS = ['/api/auth/', '/recovery'];

/** Paths whose last segment is a secret (a private calendar address): logged without it. */
const SECRET_PATH_PREFIXES = ['/api/calendar/'];

/** The request URL as logged: the path, and the query only when it holds nothing secret. */
export function loggedUrl(url: string): string {
  const secretPath = SECRET_PATH_PREFIXES.find((prefix) => url.startsWith(prefix));
  if (secretPath) return `${secretPath}…`;
  const question = url.indexOf('?');
  if (question === -1) return url;
  const path = url.slice(0, question);
  if (SECRET_QUERY_PATHS.some((p) => path.startsWith(p))) return path;
  const query = new URLSearchParams(url.slice(question + 1));
  for (const key of query.keys()) if (SECRET_QUERY_KEYS.has(key)) return path;
  return url;
}

/** Drizzle puts the statement's parameters in its message ("Failed query: …\nparams: …"). */
function withoutParams(text: unknown): string {
  if (typeof text !== 'string') return '';
  return text.replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/, '\nparams: [not logged]');
}

type LoggedError = {
  type: string;
  message: string;
  stack: string;
  code?: unknown;
  statusCode?: unknown;
  constraint?: unknown;
  table?: unknown;
  cause?: LoggedError;
  /** An AggregateError's errors (a connection refused on each of a host's addresses). */
  errors?: LoggedError[];
  [key: string]: unknown;
};

/** How many of an AggregateError's errors are logged. */
const AGGREGATED_MAX = 5;

/**
 * An error as logged: type, message, stack and a few codes only. Parameters of a failed query
 * (a password hash, an e-mail, a name), a database error's `detail` (which repeats the values of a
 * duplicate key) and any other property an error may carry stay out of the logs. An
 * AggregateError (what a refused connection to a host with two addresses throws, with an empty
 * message) is logged with its errors, its message and code made of theirs when it has none.
 */
export function loggedError(err: unknown, depth = 0): LoggedError {
  if (!(err instanceof Error))
    return { type: typeof err, message: typeof err === 'string' ? withoutParams(err) : '', stack: '' };
  const e = err as Error & Record<string, unknown>;
  const out: LoggedError = {
    type: e.constructor?.name ?? 'Error',
    message: withoutParams(e.message),
    stack: withoutParams(e.stack),
  };
  for (const key of ['code', 'statusCode', 'constraint', 'table'] as const) {
    if (typeof e[key] === 'string' || typeof e[key] === 'number') out[key] = e[key];
  }
  if (e.cause !== undefined && depth < 3) out.cause = loggedError(e.cause, depth + 1);
  if (err instanceof AggregateError && depth < 3) {
    const errors = (err.errors as unknown[])
      .slice(0, AGGREGATED_MAX)
      .map((inner) => loggedError(inner, depth + 1));
    out.errors = errors;
    if (out.message === '')
      out.message = errors
        .map((inner) => inner.message)
        .filter(Boolean)
        .join('; ');
    out.code ??= errors.find((inner) => inner.code !== undefined)?.code;
  }
  return out;
}

/** Pino serializers of the server's logger. */
export const logSerializers = {
  err: loggedError,
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: loggedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  }),
};
