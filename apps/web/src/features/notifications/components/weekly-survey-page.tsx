import { Alert, Loader, Stack, Text } from '@mantine/core';
import { formatDate } from '@school/domain/format/date';
import type { SurveyAnswers } from '@school/domain/survey/answers';
import { surveyForm } from '@school/domain/survey/forms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { SurveyForm } from '../../../components/survey-form';
import { useErrorText } from '../../../lib/error-text';
import { useOpenFeedbacks, useSendFeedback } from '../api/feedback';

const WEEKLY_FORM = surveyForm('weeklyFeedback');

/**
 * `/questionario`: the student's open weekly survey (getOpenFeedbacks), the oldest first, drawn by
 * the survey engine's one renderer with the `weeklyFeedback` form (decision 52).
 */
export function WeeklySurveyPage() {
  const { t } = useTranslation('notifications');
  const errorText = useErrorText();
  const query = useOpenFeedbacks();
  const send = useSendFeedback();
  const [answers, setAnswers] = useState<SurveyAnswers>({});
  const [sentWeek, setSentWeek] = useState<string | null>(null);
  const open = query.data?.feedbacks[0];

  return (
    <Page title={t('survey.title')}>
      <Stack gap="md">
        {query.isPending && <Loader aria-label={t('loading')} />}
        {query.isError && <Alert color="red.9">{errorText(query.error)}</Alert>}
        {sentWeek && (
          <Alert color="teal.9" role="status">
            {t('survey.sent')}
          </Alert>
        )}
        {query.data && !open && !sentWeek && <Text>{t('survey.none')}</Text>}
        {open && (
          <>
            <Text>{t('survey.intro', { week: formatDate(open.weekStart) })}</Text>
            <SurveyForm
              key={open.id}
              definition={WEEKLY_FORM}
              answers={answers}
              onChange={setAnswers}
              submitLabel={t('survey.submit')}
              isSubmitting={send.isPending}
              onSubmit={(submission) =>
                send.mutate(
                  { id: open.id, answers: submission.answers },
                  {
                    onSuccess: () => {
                      setSentWeek(open.weekStart);
                      setAnswers({});
                    },
                  },
                )
              }
            />
            {send.isError && (
              <Text c="red.9" role="alert">
                {errorText(send.error)}
              </Text>
            )}
          </>
        )}
      </Stack>
    </Page>
  );
}
