import { ErrorResponseSchema } from '@school/domain/shared/errors';

export { ErrorResponseSchema };

/** The error answers every route may give, declared beside its own so that OpenAPI documents them. */
export const errorResponses = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  429: ErrorResponseSchema,
};
