import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';

describe('AppError', () => {
  it('a refusal carries no stack trace, a fault keeps one, and the trace limit is left as it was', () => {
    const limit = Error.stackTraceLimit;
    const refusal = new AppError(409, 'shop.stockChanged', 'sold out', { productId: 'x' });
    expect(refusal).toBeInstanceOf(Error);
    expect(refusal).toMatchObject({ status: 409, code: 'shop.stockChanged', message: 'sold out' });
    expect(refusal.fields).toEqual({ productId: 'x' });
    expect(refusal.stack).not.toMatch(/\n\s+at /);
    const fault = new AppError(500, 'profile.saveFailed');
    expect(fault.message).toBe('profile.saveFailed');
    expect(fault.stack).toMatch(/\n\s+at /);
    expect(Error.stackTraceLimit).toBe(limit);
  });
});
