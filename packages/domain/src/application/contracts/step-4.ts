import { z } from 'zod';

/**
 * Step 4, the fee (specification 001, sections 2 and 4): no field. Next from 4 saves the target
 * step like every step; the server refuses it while the fee is not settled
 * (`stepSaveProblem`: application.feeNotPaid), since the fee is confirmed only by the payment
 * provider.
 */
export const Step4BodySchema = z.strictObject({});
export type Step4Body = z.input<typeof Step4BodySchema>;
export type Step4Values = Record<string, never>;

export function step4Schema() {
  return Step4BodySchema.transform((): Step4Values => ({}));
}
