import { z } from 'zod';
import { answersSchema } from '../../survey/answers.ts';
import { surveyForm } from '../../survey/forms.ts';

/**
 * The weekly survey (specification 000: `getOpenFeedbacks`; decision 52): the signed-in student's
 * open weekly surveys, and the answers of one, checked by the survey engine against the
 * `weeklyFeedback` form; its endpoints are `notificationsApi` in `endpoints.ts`.
 */
export const OpenFeedbackSchema = z.object({
  id: z.string(),
  /** The Monday of the survey's week (YYYY-MM-DD). */
  weekStart: z.string(),
  openedAt: z.string(),
});
export type OpenFeedback = z.infer<typeof OpenFeedbackSchema>;

export const OpenFeedbacksResponseSchema = z.object({ feedbacks: z.array(OpenFeedbackSchema) });
export type OpenFeedbacksResponse = z.infer<typeof OpenFeedbacksResponseSchema>;

export const FeedbackParamsSchema = z.object({ id: z.uuid({ error: 'request.notFound' }) });

/** The answers of the `weeklyFeedback` form, checked by the survey engine (`answersSchema`). */
export const FeedbackAnswersBodySchema = z.strictObject({
  answers: answersSchema(surveyForm('weeklyFeedback')),
});
export type FeedbackAnswersBody = z.input<typeof FeedbackAnswersBodySchema>;
