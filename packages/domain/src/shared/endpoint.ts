import type { z } from 'zod';

/** The HTTP methods the API uses. */
export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * What an endpoint answers when it succeeds: one schema for a 200, or the schema of each status
 * (`{ 201: … }`, `{ 204: z.null() }`, `{ 200: …, 413: … }`). The error answers every route may give
 * (400, 401, 403, 404, 409, 429) are the server's and are not repeated here.
 */
export type EndpointAnswer = z.ZodType | { readonly [status: number]: z.ZodType };

/** The parts of a request an endpoint reads, each validated by its schema, and its answers. */
export interface EndpointSchemas {
  readonly params?: z.ZodType;
  readonly querystring?: z.ZodType;
  readonly body?: z.ZodType;
  /** Absent for an answer that is not JSON (a file, a CSV, a redirect). */
  readonly answer?: EndpointAnswer;
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
 * answer: ListExamsResponseSchema })`.
 */
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
