import { Alert, Loader, Stack, Text } from '@mantine/core';
import { formatDate } from '@school/domain/format/date';
import type { SurveyAnswers } from '@school/domain/survey/answers';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { SurveyForm } from '../../../components/survey-form';
import { isApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/error-text';
import { useTutorEvaluation } from '../api/get-tutor-evaluation';
import { useSendTutorEvaluation } from '../api/send-tutor-evaluation';

/**
 * The tutor's end-of-stage evaluation, opened from the link the school mailed (no login): the
 * student's name and period, and the evaluation form through the survey renderer, sent once. An
 * unknown, expired or used link says so.
 */
export function TutorEvaluationPage({ token }: { token: string }) {
  const { t } = useTranslation('internship');
  const errorText = useErrorText();
  const [answers, setAnswers] = useState<SurveyAnswers>({});
  const page = useTutorEvaluation(token);
  const send = useSendTutorEvaluation(token);

  if (page.isPending) {
    return (
      <Page title={t('tutorEvaluation.title')} size="md">
        <Loader aria-label={t('tutorEvaluation.loading')} />
      </Page>
    );
  }
  if (page.error) {
    const code = isApiError(page.error) ? page.error.code : '';
    return (
      <Page title={t('tutorEvaluation.title')} size="md">
        <Alert color={code === 'internship.evaluationLinkUsed' ? 'teal.9' : 'red.9'} role="alert">
          {errorText(page.error)}
        </Alert>
      </Page>
    );
  }
  const data = page.data;
  const name = `${data.student.firstName} ${data.student.lastName}`.trim();
  if (send.isSuccess) {
    return (
      <Page title={t('tutorEvaluation.title')} size="md">
        <Alert color="teal.9" role="status">
          {t('tutorEvaluation.thanks', { name })}
        </Alert>
      </Page>
    );
  }
  return (
    <Page title={t('tutorEvaluation.title')} size="md" intro={t('tutorEvaluation.intro', { name })}>
      <Stack gap="md">
        <Stack gap={2}>
          <Text>
            <strong>{t('tutorEvaluation.student')}</strong> {name}
          </Text>
          {data.hostCompany && (
            <Text>
              <strong>{t('tutorEvaluation.host')}</strong> {data.hostCompany}
            </Text>
          )}
          <Text>
            <strong>{t('tutorEvaluation.period')}</strong>{' '}
            {data.periodFrom || data.periodTo
              ? `${data.periodFrom ? formatDate(data.periodFrom) : '…'} – ${data.periodTo ? formatDate(data.periodTo) : '…'}`
              : '—'}
          </Text>
          <Text size="sm" c="gray.7">
            {t('tutorEvaluation.expires', { date: formatDate(data.expiresAt) })}
          </Text>
        </Stack>
        {send.error && (
          <Alert color="red.9" role="alert">
            {errorText(send.error)}
          </Alert>
        )}
        <SurveyForm
          definition={data.definition}
          answers={answers}
          onChange={setAnswers}
          onSubmit={(submission) => send.mutate(submission.answers)}
          submitLabel={t('tutorEvaluation.submit')}
          isSubmitting={send.isPending}
        />
      </Stack>
    </Page>
  );
}
