import { Alert, List, Stack, Text } from '@mantine/core';
import { formatDateTime } from '@school/domain/format/date';
import type { StageForm } from '@school/domain/internship/contracts/internship';
import type { StageSurvey } from '@school/domain/internship/stage';
import { initialAnswers, type SurveyAnswers } from '@school/domain/survey/answers';
import { parseDefinition, type SurveyDefinition } from '@school/domain/survey/definition';
import { IconCircleCheck, IconLock } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SurveyForm } from '../../../components/survey-form';
import { isApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/error-text';
import { useSubmitSurvey } from '../api/submit-survey';
import { type DraftStatus, useSurveyDraft } from '../hooks/use-survey-draft';

/**
 * The answers a form opens with: the presets and the saved answers (a sent form shows what was
 * sent), then, while it may still be sent, the draft typed on any device over them.
 */
export function startingAnswers(definition: SurveyDefinition, view: StageForm): SurveyAnswers {
  const saved = initialAnswers(definition, view.savedText);
  if (!view.editable || !view.draft) return saved;
  return { ...saved, ...(view.draft.answers as SurveyAnswers) };
}

/**
 * One of the stage's three forms (specification 001, sections 2, 3 and 5) in the survey engine's
 * one renderer: editable while `editable` says so (the preferences only at status 1, the mid and
 * end surveys until sent), read-only otherwise with the saved answers; the answers are kept as a
 * draft while typing; sending posts them and shows the server's refusals translated.
 */
export function StageSurveyForm({
  form,
  view,
  submitLabel,
}: {
  form: StageSurvey;
  view: StageForm;
  submitLabel: string;
}) {
  const { t } = useTranslation('internship');
  const definition = useMemo(() => parseDefinition(view.definition), [view.definition]);
  const [answers, setAnswers] = useState<SurveyAnswers>(() =>
    definition ? startingAnswers(definition, view) : {},
  );
  const draft = useSurveyDraft(form, view.editable);
  const submit = useSubmitSurvey(form);

  const handleChange = (next: SurveyAnswers) => {
    setAnswers(next);
    draft.schedule(next);
  };

  const handleSubmit = async () => {
    await draft.settle();
    submit.mutate(answers);
  };

  return (
    <Stack gap="md">
      {view.completed && (
        <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden="true" />} role="status">
          {t(view.editable ? `forms.${form}.sentEditable` : `forms.${form}.sent`)}
        </Alert>
      )}
      {definition && !view.editable && !view.completed && (
        <Alert color="gray" variant="light" icon={<IconLock aria-hidden="true" />}>
          {t(`forms.${form}.readOnly`)}
        </Alert>
      )}
      <SurveyForm
        definition={definition ?? view.definition}
        answers={answers}
        readOnly={!view.editable}
        onChange={handleChange}
        onSubmit={() => void handleSubmit()}
        submitLabel={submitLabel}
        isSubmitting={submit.isPending}
      />
      {view.editable && definition && <DraftState status={draft.status} />}
      {submit.isError && <SubmitError error={submit.error} definition={definition} />}
    </Stack>
  );
}

/** Where the draft is: saving, saved (with the time), or why it could not be saved. */
function DraftState({ status }: { status: DraftStatus }) {
  const { t } = useTranslation('internship');
  const errorText = useErrorText();
  const text =
    status.state === 'saving'
      ? t('draft.saving')
      : status.state === 'saved'
        ? t('draft.saved', { time: formatDateTime(status.at) })
        : status.state === 'failed'
          ? t('draft.failed', { reason: errorText(status.error) })
          : '';
  return (
    <Text size="sm" c={status.state === 'failed' ? 'red.9' : 'gray.7'} role="status" aria-live="polite">
      {text}
    </Text>
  );
}

/** The server's refusal, translated, with the reason of each answer it named. */
function SubmitError({ error, definition }: { error: unknown; definition: SurveyDefinition | null }) {
  const { t } = useTranslation('survey');
  const errorText = useErrorText();
  const fields = isApiError(error) && error.fields ? Object.entries(error.fields) : [];
  const labelOf = (path: string) => {
    const name = path.replace(/^answers\./, '');
    const field = definition?.find((candidate) => candidate.fieldName === name);
    return field ? (t(field.label as never, { defaultValue: field.label }) as string) : name;
  };
  return (
    <Alert color="red" variant="light" role="alert">
      <Text size="sm">{errorText(error)}</Text>
      {fields.length > 0 && (
        <List size="sm" mt={4}>
          {fields.map(([path, code]) => (
            <List.Item key={path}>
              {labelOf(path)}: {errorText(code)}
            </List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
