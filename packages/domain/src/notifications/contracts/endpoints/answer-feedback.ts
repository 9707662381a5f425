import { z } from 'zod';
import { endpoint } from '../../../shared/endpoint.ts';
import { FeedbackAnswersBodySchema, FeedbackParamsSchema } from '../feedback.ts';

export const answerFeedback = endpoint(
  'POST /api/feedback/:id/answers',
  'Send the answers of a weekly survey',
  {
    params: FeedbackParamsSchema,
    body: FeedbackAnswersBodySchema,
    answer: { 204: z.null() },
  },
);
