import type { ErrorCode } from '@school/domain/shared/errors';

/** The one error type of the server: a code from the domain catalogue and an HTTP status. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message?: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message ?? code);
  }
}

export const unauthorized = () => new AppError(401, 'auth.required', 'Authentication required');
export const forbidden = () => new AppError(403, 'auth.forbidden', 'Not allowed');
export const notFound = () => new AppError(404, 'request.notFound', 'Not found');
/** The answer to a path no route serves (also what the staff console answers to anyone not staff). */
export const noRoute = (method: string, url: string) =>
  new AppError(404, 'request.notFound', `No route ${method} ${url.split('?')[0]}`);
