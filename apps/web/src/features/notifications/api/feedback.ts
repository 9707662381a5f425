import {
  type OpenFeedbacksResponse,
  OpenFeedbacksResponseSchema,
} from '@school/domain/notifications/contracts/feedback';
import type { SurveyAnswers } from '@school/domain/survey/answers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { meQueryOptions } from '../../../lib/me';

const OPEN_FEEDBACKS_KEY = ['feedback', 'open'] as const;

/** `GET /api/feedback/open` (getOpenFeedbacks): the student's open weekly surveys. */
export async function listOpenFeedbacks(signal?: AbortSignal): Promise<OpenFeedbacksResponse> {
  return OpenFeedbacksResponseSchema.parse(await api.get<unknown>('/api/feedback/open', { signal }));
}

/** `POST /api/feedback/:id/answers`. */
export function sendFeedbackAnswers(id: string, answers: SurveyAnswers): Promise<void> {
  return api.post(`/api/feedback/${encodeURIComponent(id)}/answers`, { answers });
}

export function useOpenFeedbacks() {
  return useQuery({ queryKey: OPEN_FEEDBACKS_KEY, queryFn: ({ signal }) => listOpenFeedbacks(signal) });
}

/** Sends the answers, then reads the open surveys and `/api/me` (the Home link) again. */
export function useSendFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answers }: { id: string; answers: SurveyAnswers }) => sendFeedbackAnswers(id, answers),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: OPEN_FEEDBACKS_KEY }),
        queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey }),
      ]);
    },
  });
}
