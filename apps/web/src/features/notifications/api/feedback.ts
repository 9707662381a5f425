import * as notificationsApi from '@school/domain/notifications/contracts/endpoints';
import type { SurveyAnswers } from '@school/domain/survey/answers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { meQueryOptions } from '../../../lib/me';

const OPEN_FEEDBACKS_KEY = ['feedback', 'open'] as const;

/** The student's open weekly surveys (getOpenFeedbacks). */
export const listOpenFeedbacks = (signal?: AbortSignal) => call(notificationsApi.openFeedbacks, { signal });

/** Sends the answers of a weekly survey. */
export const sendFeedbackAnswers = (id: string, answers: SurveyAnswers) =>
  call(notificationsApi.answerFeedback, { params: { id }, body: { answers } });

export function useOpenFeedbacks() {
  return useQuery({ queryKey: OPEN_FEEDBACKS_KEY, queryFn: ({ signal }) => listOpenFeedbacks(signal) });
}

/** Sends the answers, then reads the open surveys and `me` (the Home link) again. */
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
