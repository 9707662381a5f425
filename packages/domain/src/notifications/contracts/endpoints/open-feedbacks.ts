import { endpoint } from '../../../shared/endpoint.ts';
import { OpenFeedbacksResponseSchema } from '../feedback.ts';

export const openFeedbacks = endpoint(
  'GET /api/feedback/open',
  "The student's open weekly surveys (getOpenFeedbacks)",
  {
    answer: OpenFeedbacksResponseSchema,
  },
);
