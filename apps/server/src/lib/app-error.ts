import type { ErrorCode } from '@school/domain/shared/errors';

/**
 * The one error type of the server: a code from the domain catalogue and an HTTP status. A refusal
 * (4xx) is an answer, not a fault: it is made without a stack trace, which costs more than the
 * rest of a refused request's answer (the herds refuse hundreds at once); a 5xx keeps its stack.
 */
export class AppError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, code: ErrorCode, message?: string, fields?: Record<string, string>) {
    const traceLimit = Error.stackTraceLimit;
    if (status < 500) Error.stackTraceLimit = 0;
    try {
      super(message ?? code);
    } finally {
      Error.stackTraceLimit = traceLimit;
    }
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export const unauthorized = () => new AppError(401, 'auth.required', 'Authentication required');
export const forbidden = () => new AppError(403, 'auth.forbidden', 'Not allowed');
export const notFound = () => new AppError(404, 'request.notFound', 'Not found');
/** The answer to a path no route serves (also what the staff console answers to anyone not staff). */
export const noRoute = (method: string, url: string) =>
  new AppError(404, 'request.notFound', `No route ${method} ${url.split('?')[0]}`);
