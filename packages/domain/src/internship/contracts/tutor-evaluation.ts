import { z } from 'zod';

/**
 * The tutor's evaluation of a stage, filled in from the link mailed to the tutor (no login); the
 * staff's view of it is `TutorEvaluationViewSchema` in `staff-internship.ts`.
 */

/** The token in the tutor's link (43 base64url characters); anything else is an unknown link. */
export const EvaluationTokenParamsSchema = z.object({ token: z.string().max(200) });

/** GET /api/internship/evaluation/:token */
export const TutorEvaluationPageSchema = z.object({
  student: z.object({ firstName: z.string(), lastName: z.string() }),
  hostCompany: z.string().nullable(),
  periodFrom: z.string().nullable(),
  periodTo: z.string().nullable(),
  expiresAt: z.string(),
  definition: z.array(z.record(z.string(), z.unknown())),
});
export type TutorEvaluationPage = z.infer<typeof TutorEvaluationPageSchema>;

export const TutorEvaluationBodySchema = z.strictObject({ answers: z.record(z.string(), z.unknown()) });
export const TutorEvaluationSentSchema = z.object({ submittedAt: z.string() });
