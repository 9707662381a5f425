import { Alert, Code, Stack, Text } from '@mantine/core';
import { STAGE_SURVEYS, type StageSurvey } from '@school/domain/internship/stage';
import { canSubmit, initialAnswers, type SurveyAnswers } from '@school/domain/survey/answers';
import { parseDefinition, type SurveyDefinition } from '@school/domain/survey/definition';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../../components/page';
import { PageLoader } from '../../../components/page-loader';
import { useErrorText } from '../../../lib/error-text';
import { SurveyForm, type SurveySubmission } from '../../survey/components/survey-form';
import { useInternshipSample } from '../api/get-internship-sample';

const isStageSurvey = (value: string | null): value is StageSurvey =>
  (STAGE_SURVEYS as readonly (string | null)[]).includes(value);

/**
 * TStageForm, `/TStageForm?survey={preferences|midSurvey|endSurvey}`: one of the three sample
 * surveys (the sample stage's forms, `GET /api/internship/sample`) in the survey engine's renderer,
 * to try it, for anyone; nothing is saved. "Form non disponibile"
 * when the survey named is not one of the three, not shown at the stage's status, or its
 * definition is missing or broken; "A test page for the stage form shows an alert asking to fill
 * all required fields when the form is invalid"; a valid send shows the saved text it would store.
 */
export function StageFormTestPage() {
  const { t } = useTranslation('internship');
  const errorText = useErrorText();
  const [searchParams] = useSearchParams();
  const survey = searchParams.get('survey');
  const query = useInternshipSample();

  let content: ReactNode;
  if (query.isPending) content = <PageLoader />;
  else if (query.isError)
    content = (
      <Alert color="red" variant="light" role="alert">
        {errorText(query.error)}
      </Alert>
    );
  else {
    const view = isStageSurvey(survey) ? query.data.forms[survey] : null;
    const definition = parseDefinition(view?.definition ?? null);
    content = <TestForm key={survey ?? ''} definition={definition} />;
  }
  return (
    <Page title={t('test.formTitle')} intro={survey ? t('test.formIntro', { survey }) : undefined} size="md">
      {content}
    </Page>
  );
}

function TestForm({ definition }: { definition: SurveyDefinition | null }) {
  const { t } = useTranslation('internship');
  const [answers, setAnswers] = useState<SurveyAnswers>(() => (definition ? initialAnswers(definition) : {}));
  const [submission, setSubmission] = useState<SurveySubmission | null>(null);
  const isValid = canSubmit(definition, answers);

  return (
    <Stack gap="md">
      {definition && !isValid && (
        <Alert color="yellow" variant="light" data-testid="fill-required">
          {t('test.fillRequired')}
        </Alert>
      )}
      <SurveyForm
        definition={definition}
        answers={answers}
        onChange={(next) => {
          setAnswers(next);
          setSubmission(null);
        }}
        onSubmit={setSubmission}
      />
      {submission && (
        <Stack gap={4} role="status">
          <Text fw={600}>{t('test.savedText')}</Text>
          <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {submission.formatted}
          </Code>
        </Stack>
      )}
    </Stack>
  );
}
