import { Alert, Anchor, Code, Group, Stack, Text } from '@mantine/core';
import {
  isStageDefinedForm,
  STAGE_DEFINED_FORMS,
  STAGE_SURVEYS,
  type StageSurvey,
} from '@school/domain/internship/stage';
import { canSubmit, initialAnswers, type SurveyAnswers } from '@school/domain/survey/answers';
import { parseDefinition, type SurveyDefinition } from '@school/domain/survey/definition';
import { surveyForm } from '@school/domain/survey/forms';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Page } from '../../../components/page';
import { PageLoader } from '../../../components/page-loader';
import { SurveyForm, type SurveySubmission } from '../../../components/survey-form';
import { paths } from '../../../config/paths';
import { useErrorText } from '../../../lib/error-text';
import { useInternshipSample } from '../api/get-internship-sample';

const isStageSurvey = (value: string | null): value is StageSurvey =>
  (STAGE_SURVEYS as readonly (string | null)[]).includes(value);

/**
 * TStageForm, `/TStageForm?survey={form}`: one form in the survey engine's renderer, to try it,
 * for anyone; nothing is saved. The form is one of the sample stage's three (`preferences`,
 * `midSurvey`, `endSurvey`, `GET /api/internship/sample`) or one of section 3's four defined forms
 * as they ship (`csci`, `icpu2`, `midterm`, `endterm`), each offered by a link. "Form non
 * disponibile" when the survey named is none of these, not shown at the stage's status, or its
 * definition is missing or broken; "A test page for the stage form shows an alert asking to fill
 * all required fields when the form is invalid"; a valid send shows the saved text it would store.
 */
export function StageFormTestPage() {
  const { t } = useTranslation('internship');
  const errorText = useErrorText();
  const [searchParams] = useSearchParams();
  const survey = searchParams.get('survey');
  const isDefined = isStageDefinedForm(survey);
  const query = useInternshipSample();

  /** The form's name as the links below say it; an unknown one as it was written. */
  const formName = (name: string) =>
    isStageDefinedForm(name)
      ? t(`readyForms.${name}`)
      : isStageSurvey(name)
        ? t(`staff.forms.${name}`)
        : name;

  let content: ReactNode;
  if (isDefined) content = <TestForm key={survey} definition={surveyForm(survey)} />;
  else if (query.isPending) content = <PageLoader />;
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
    <Page
      title={t('test.formTitle')}
      intro={survey ? t('test.formIntro', { survey: formName(survey) }) : undefined}
      size="md"
    >
      <Stack gap="lg">
        <FormChoice current={survey} />
        {content}
      </Stack>
    </Page>
  );
}

/** The forms the page tries: the edition's three, and section 3's four defined forms. */
function FormChoice({ current }: { current: string | null }) {
  const { t } = useTranslation('internship');
  const group = (title: string, forms: ReadonlyArray<{ value: string; label: string }>) => (
    <Group gap="xs" align="baseline">
      <Text size="sm" fw={600}>
        {title}
      </Text>
      {forms.map((form) => (
        <Anchor
          key={form.value}
          component={Link}
          to={`${paths.internshipFormTest}?survey=${form.value}`}
          size="sm"
          aria-current={form.value === current ? 'page' : undefined}
          fw={form.value === current ? 700 : undefined}
        >
          {form.label}
        </Anchor>
      ))}
    </Group>
  );
  return (
    <nav aria-label={t('test.forms')}>
      <Stack gap={4}>
        {group(
          t('test.editionForms'),
          STAGE_SURVEYS.map((form) => ({ value: form, label: t(`staff.forms.${form}`) })),
        )}
        {group(
          t('test.definedForms'),
          STAGE_DEFINED_FORMS.map((form) => ({ value: form, label: t(`readyForms.${form}`) })),
        )}
      </Stack>
    </nav>
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
