import type { ApiErrorBody } from '@school/domain/shared/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, noRoute } from '../../lib/app-error.ts';

type Issue = { instancePath?: string; message?: string };

/** Field name → short code for each invalid field of a request. */
function fieldsOf(issues: readonly Issue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.instancePath?.replace(/^\//, '').replace(/\//g, '.') || '_';
    const message = issue.message ?? 'invalid';
    // Domain refinements carry an error code as their message; generic zod texts become "invalid".
    fields[path] ??= /^[a-z]+\.[a-zA-Z]+$/.test(message) ? message : 'invalid';
  }
  return fields;
}

function send(
  reply: Parameters<Parameters<FastifyInstance['setErrorHandler']>[0]>[2],
  status: number,
  body: ApiErrorBody,
) {
  return reply.status(status).type('application/json').send(body);
}

/** Errors are codes: every failure answers `{ error: { code, message } }` with the right status. */
export default fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      return send(reply, err.status, {
        error: { code: err.code, message: err.message, ...(err.fields ? { fields: err.fields } : {}) },
      });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      return send(reply, 400, {
        error: {
          code: 'request.invalid',
          message: 'The request is not valid',
          fields: fieldsOf(err.validation as unknown as Issue[]),
        },
      });
    }
    switch (err.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return send(reply, 400, { error: { code: 'request.malformedJson', message: 'Malformed JSON body' } });
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return send(reply, 413, { error: { code: 'request.tooLarge', message: 'Request body too large' } });
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return send(reply, 415, {
          error: { code: 'request.unsupportedMediaType', message: 'Unsupported content type' },
        });
    }
    // Safety net: text PostgreSQL cannot store (NUL, invalid byte sequences) is bad input, not a crash.
    const dbCode = (err as { cause?: { code?: unknown } }).cause?.code ?? err.code;
    if (dbCode === '22021' || dbCode === '22P05') {
      return send(reply, 400, {
        error: {
          code: 'request.controlCharacters',
          message: 'The text contains characters that cannot be stored',
        },
      });
    }
    if (err.statusCode === 429) {
      return send(reply, 429, { error: { code: 'request.rateLimited', message: 'Too many requests' } });
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return send(reply, err.statusCode, { error: { code: 'request.invalid', message: 'Invalid request' } });
    }
    request.log.error({ err }, 'unhandled error');
    return send(reply, 500, { error: { code: 'server.error', message: 'Internal server error' } });
  });

  app.setNotFoundHandler((request, reply) => {
    const { code, message } = noRoute(request.method, request.url);
    return send(reply, 404, { error: { code, message } });
  });
});
