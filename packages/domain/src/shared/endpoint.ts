import type { z } from 'zod';

/** The HTTP methods the API uses. */
export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * What an endpoint answers when it succeeds: one schema for a 200, or the schema of each status
 * (`{ 201: … }`, `{ 204: z.null() }`, `{ 200: …, 201: … }`). Error answers are not schemas of the
 * endpoint: those every route may give are the server's, and an endpoint names its own statuses in
 * `errors`.
 */
export type EndpointAnswer = z.ZodType | { readonly [status: number]: z.ZodType };

/** Whether an answer is one schema (a 200) rather than the schema of each status. */
export const isOneSchema = (answer: EndpointAnswer): answer is z.ZodType =>
  typeof (answer as z.ZodType).safeParse === 'function';

/**
 * The error statuses an endpoint may answer besides those every route may give (400, 401, 403,
 * 404, 409, 429): 410 gone, 413 an upload over its limit, 502 and 503 a provider or a device that
 * did not answer. Their body is the one error shape (`ErrorResponseSchema`), which the server adds.
 */
export type EndpointErrorStatus = 410 | 413 | 502 | 503;

/** The parts of a request an endpoint reads, each validated by its schema, and its answers. */
export interface EndpointSchemas {
  readonly params?: z.ZodType;
  readonly querystring?: z.ZodType;
  readonly body?: z.ZodType;
  /** Absent for an answer that is not JSON (a file, a CSV, a redirect). */
  readonly answer?: EndpointAnswer;
  /** The endpoint's own error statuses, beyond those of every route. */
  readonly errors?: readonly EndpointErrorStatus[];
  /** The largest request body in bytes, for an upload above the server's default. */
  readonly bodyLimit?: number;
}

/**
 * One operation of the API, declared once in its feature's contracts: how it is called (method and
 * full path, `:name` for a path parameter), what it does in a line (the API's documentation), what
 * it reads and what it answers. The server registers it with `route(…)`
 * (`apps/server/src/plugins/app/endpoints.ts`), which adds who may call it and the handler.
 */
export type Endpoint<S extends EndpointSchemas = EndpointSchemas> = S & {
  readonly method: EndpointMethod;
  readonly path: `/api/${string}`;
  readonly summary: string;
};

/**
 * Declares an endpoint: `endpoint('GET /api/thesis/exams', 'The exams the student sees', {
 * answer: ListExamsResponseSchema })`. Marked free of side effects, so that a page's bundle keeps
 * only the endpoints it calls (each is its own export of its feature's `endpoints.ts`).
 */
/* @__NO_SIDE_EFFECTS__ */
export function endpoint<const S extends EndpointSchemas>(
  call: `${EndpointMethod} /api/${string}`,
  summary: string,
  schemas: S,
): Endpoint<S> {
  const space = call.indexOf(' ');
  return {
    ...schemas,
    method: call.slice(0, space) as EndpointMethod,
    path: call.slice(space + 1) as `/api/${string}`,
    summary,
  };
}
