import { z } from 'zod';
import type { ApplicationStep } from '../steps.ts';
import type { ApplicationContext } from './fields.ts';
import { ApplicationLocaleSchema, ProductParamsSchema } from './get-state.ts';
import { step0Schema } from './step-0.ts';
import { step1Schema } from './step-1.ts';
import { step2Schema } from './step-2.ts';
import { step3Schema } from './step-3.ts';
import { step4Schema } from './step-4.ts';
import { step5Schema } from './step-5.ts';
import { step6Schema } from './step-6.ts';

/**
 * PUT /api/application/:productCode/steps/:step — Next on step `step`: the body is that step's
 * form (Step<n>BodySchema), checked with `stepSchema(step, ctx)`; the account is saved with the
 * target step (`nextStep`), status Candidato and the product code ("On each next the account is
 * saved with Candidatura_Current_Step__c set to the target step, Status__c Candidato and
 * Product_Code__c set"). Step 0 of a visitor creates the account and signs in. The answer is the
 * new state (GetState).
 */
export const SaveStepParamsSchema = ProductParamsSchema.extend({
  step: z.string({ error: 'application.invalidStep' }).max(3, { error: 'application.invalidStep' }),
});
export const SaveStepQuerySchema = z.object({ locale: ApplicationLocaleSchema.optional() });
/** Any JSON object: the step's own schema judges it (the step is in the path). */
export const SaveStepBodySchema = z.record(z.string(), z.unknown(), { error: 'request.invalid' });

/** The schema of the form posted on `step` (0 to 6; step 7 has nothing to post). */
export function stepSchema(step: Exclude<ApplicationStep, 7>, ctx: ApplicationContext) {
  switch (step) {
    case 0:
      return step0Schema(ctx);
    case 1:
      return step1Schema(ctx);
    case 2:
      return step2Schema(ctx);
    case 3:
      return step3Schema(ctx);
    case 4:
      return step4Schema();
    case 5:
      return step5Schema(ctx);
    case 6:
      return step6Schema(ctx);
  }
}
