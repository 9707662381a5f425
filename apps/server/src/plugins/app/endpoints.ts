import {
  type Endpoint,
  type EndpointAnswer,
  type EndpointSchemas,
  isOneSchema,
} from '@school/domain/shared/endpoint';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ErrorResponseSchema, errorResponses } from '../../lib/error-schema.ts';
import type { RouteAccess } from './access.ts';

type Parsed<T> = T extends z.ZodType ? z.output<T> : unknown;

/** The request of an endpoint: its path parameters, query and body as their schemas parse them. */
export type EndpointRequest<S extends EndpointSchemas> = FastifyRequest<{
  Params: Parsed<S['params']>;
  Querystring: Parsed<S['querystring']>;
  Body: Parsed<S['body']>;
}>;

/** What a handler may return: a value of one of the endpoint's answers, or the reply it sent. */
type Answer<A> = A extends z.ZodType
  ? z.input<A>
  : A extends { readonly [status: number]: z.ZodType }
    ? z.input<A[keyof A]>
    : unknown;

type Handler<S extends EndpointSchemas> = (
  request: EndpointRequest<S>,
  reply: FastifyReply,
) => Promise<Answer<S['answer']> | FastifyReply> | Answer<S['answer']> | FastifyReply;

/** A route's configuration beside its endpoint: who may call it (required) and the other switches. */
export type RouteConfig = Omit<FastifyContextConfig, 'access'> & { access: RouteAccess };

/** The answers a route declares: the endpoint's successes, every route's errors and the endpoint's own. */
const responsesOf = (answer: EndpointAnswer | undefined, errors: readonly number[]) => ({
  ...(answer === undefined ? {} : isOneSchema(answer) ? { 200: answer } : answer),
  ...errorResponses,
  ...Object.fromEntries(errors.map((status) => [status, ErrorResponseSchema])),
});

/**
 * The one success status an answer declares when it is not 200 (`{ 201: … }`, `{ 204: z.null() }`,
 * `{ 201: …, 413: … }`); none for a plain schema, a 200, or several successes (`{ 200: …, 201: … }`).
 */
function declaredSuccess(answer: EndpointAnswer | undefined): number | undefined {
  if (!answer || isOneSchema(answer)) return undefined;
  const successes = Object.keys(answer)
    .map(Number)
    .filter((status) => status >= 200 && status < 300);
  return successes.length === 1 && successes[0] !== 200 ? successes[0] : undefined;
}

/**
 * The handler that answers with the endpoint's one declared success status (201, 204) when the
 * handler just returns its value; a status the handler set itself, or a reply it sent, is kept.
 */
function withDeclaredStatus<S extends EndpointSchemas>(handler: Handler<S>, status: number | undefined) {
  if (status === undefined) return handler;
  return async (request: EndpointRequest<S>, reply: FastifyReply) => {
    // A reply the handler sent (returned or not) settles as `undefined`: it is left as it is.
    const answer = await handler(request, reply);
    if (answer !== undefined && reply.statusCode === 200) reply.status(status);
    return answer;
  };
}

/** The OpenAPI group of a path: the staff console's, or the feature's (the path's first name). */
const tagOf = (path: string) => path.split('/')[2] ?? 'api';

/**
 * The one way an API route is registered. `routes(app, { access })` gives the module's `route`:
 * `route(endpoint, handler)` serves the endpoint (declared in the feature's contracts) with the
 * module's access, `route(endpoint, config, handler)` with its own. The endpoint's path is full
 * (`/api/…`); the plugin's prefix is taken off, and a path outside it stops the server at start.
 * Every answer also declares the error answers (`errorResponses`). A handler of an endpoint whose
 * one success is not a 200 (`{ 201: … }`, `{ 204: z.null() }`) returns its value (`null` for a
 * 204) and the route answers with that status.
 */
export function routes(app: FastifyInstance, defaults: RouteConfig) {
  function route<S extends EndpointSchemas>(endpoint: Endpoint<S>, handler: Handler<S>): void;
  function route<S extends EndpointSchemas>(
    endpoint: Endpoint<S>,
    config: RouteConfig,
    handler: Handler<S>,
  ): void;
  function route<S extends EndpointSchemas>(
    endpoint: Endpoint<S>,
    configOrHandler: RouteConfig | Handler<S>,
    maybeHandler?: Handler<S>,
  ): void {
    const [config, handler] =
      typeof configOrHandler === 'function'
        ? [defaults, configOrHandler]
        : [configOrHandler, maybeHandler as Handler<S>];
    const { method, path, summary, params, querystring, body, answer, errors, bodyLimit } = endpoint;
    if (path !== app.prefix && !path.startsWith(`${app.prefix}/`)) {
      throw new Error(`${method} ${path} is outside its routes' prefix ${app.prefix}`);
    }
    app.route({
      method,
      url: path.slice(app.prefix.length),
      config,
      ...(bodyLimit ? { bodyLimit } : {}),
      schema: {
        tags: [tagOf(path)],
        summary,
        ...(params ? { params } : {}),
        ...(querystring ? { querystring } : {}),
        ...(body ? { body } : {}),
        ...(answer || errors ? { response: responsesOf(answer, errors ?? []) } : {}),
      },
      handler: withDeclaredStatus(handler, declaredSuccess(answer)) as (
        request: FastifyRequest,
        reply: FastifyReply,
      ) => unknown,
    });
  }
  return route;
}
