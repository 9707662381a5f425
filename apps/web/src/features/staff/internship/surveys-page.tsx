import { Alert, Button, Card, Group, List, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import type { StageSurvey } from '@school/domain/internship/stage';
import type { SurveyAnswers } from '@school/domain/survey/answers';
import { checkDefinition, type DefinitionProblem } from '@school/domain/survey/definition';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { isApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/error-text';
import { SurveyForm } from '../../survey/components/survey-form';
import { StaffPage } from '../components/staff-page';
import { EditionFormSelect, useChosenEdition } from './edition-select';
import { useSaveDefinition, useSurveyDefinitions } from './staff-internship';

const noop = () => {};

/** The catalogue key of each problem code (any other is an invalid value). */
type ProblemKey = 'json' | 'survey_optionsMissing' | 'survey_optionsRepeated' | 'survey_fieldRepeated';
const PROBLEM_KEYS: Partial<Record<string, ProblemKey>> = {
  json: 'json',
  'survey.optionsMissing': 'survey_optionsMissing',
  'survey.optionsRepeated': 'survey_optionsRepeated',
  'survey.fieldRepeated': 'survey_fieldRepeated',
};

/**
 * What is wrong with the JSON being typed, as the server will say it: not JSON at all, or the
 * survey engine's problems at their paths (`checkDefinition`, the server's check).
 */
export function definitionProblems(text: string): { value: unknown; problems: DefinitionProblem[] } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { value: undefined, problems: [{ path: 'definition', code: 'json' }] };
  }
  return { value, problems: checkDefinition(value).problems };
}

/**
 * The survey definitions of an edition (Stage): for each of the three forms, its JSON in an editor
 * whose problems are listed as it is typed (the survey engine's schema, the same the server
 * applies), a live preview through the survey renderer, saving, and putting back the form of
 * section 3 after a confirmation.
 */
export default function SurveysPage() {
  const { t } = useTranslation('internship');
  const { edition } = useChosenEdition();
  const [form, setForm] = useState<StageSurvey>('preferences');
  const { data } = useSurveyDefinitions(edition);
  return (
    <StaffPage title={t('staff.surveys.title')} intro={t('staff.surveys.intro')}>
      <EditionFormSelect form={form} onForm={setForm} />
      {edition && data && (
        <DefinitionEditor
          key={`${edition}-${form}-${data.updatedAt ?? ''}`}
          edition={edition}
          form={form}
          stored={data.forms.find((f) => f.form === form)?.stored ?? null}
        />
      )}
    </StaffPage>
  );
}

function DefinitionEditor({
  edition,
  form,
  stored,
}: {
  edition: string;
  form: StageSurvey;
  stored: unknown;
}) {
  const { t } = useTranslation('internship');
  const errorText = useErrorText();
  const save = useSaveDefinition(edition);
  const initial = stored === null ? '' : JSON.stringify(stored, null, 2);
  const [text, setText] = useState(initial);
  const [resetting, setResetting] = useState(false);
  const [preview, setPreview] = useState<SurveyAnswers>({});
  useEffect(() => setText(initial), [initial]);
  const { value, problems } = useMemo(() => definitionProblems(text), [text]);
  const serverProblems = isApiError(save.error) ? Object.entries(save.error.fields ?? {}) : [];
  const problemText = (code: string): string =>
    t(`staff.surveys.problems.${PROBLEM_KEYS[code] ?? 'request_invalid'}`);

  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }}>
      <Card withBorder padding="md" component="section" aria-labelledby="definition-editor">
        <Title order={2} size="h4" id="definition-editor" mb="sm">
          {t('staff.surveys.editor', { form: t(`staff.forms.${form}`) })}
        </Title>
        {stored === null && (
          <Alert color="gray.7" mb="sm">
            {t('staff.surveys.missing')}
          </Alert>
        )}
        <Textarea
          label={t('staff.surveys.json')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          rows={18}
          resize="vertical"
          spellCheck={false}
          styles={{ input: { fontFamily: 'monospace', fontSize: 13 } }}
          error={problems.length > 0 ? t('staff.surveys.invalid', { count: problems.length }) : null}
        />
        <div aria-live="polite">
          {problems.length > 0 && (
            <List size="sm" mt="xs" c="red.9">
              {problems.slice(0, 20).map((p) => (
                <List.Item key={`${p.path}-${p.code}`}>
                  {p.path}: {problemText(p.code)}
                </List.Item>
              ))}
            </List>
          )}
          {save.isSuccess && !save.isPending && (
            <Text size="sm" c="teal.9" mt="xs" role="status">
              {t('staff.surveys.saved')}
            </Text>
          )}
          {save.error && (
            <Alert color="red.9" role="alert" mt="xs">
              {errorText(save.error)}
              {serverProblems.length > 0 && (
                <List size="sm">
                  {serverProblems.map(([path, code]) => (
                    <List.Item key={path}>
                      {path}: {problemText(code)}
                    </List.Item>
                  ))}
                </List>
              )}
            </Alert>
          )}
        </div>
        <Group mt="md">
          <Button
            disabled={problems.length > 0 || text === initial}
            loading={save.isPending && save.variables?.definition !== undefined}
            onClick={() => save.mutate({ form, definition: value })}
          >
            {t('staff.surveys.save')}
          </Button>
          <Button
            variant="subtle"
            color="red"
            loading={save.isPending && save.variables?.definition === undefined}
            onClick={() => setResetting(true)}
          >
            {t('staff.surveys.reset')}
          </Button>
        </Group>
      </Card>
      <Card withBorder padding="md" component="section" aria-labelledby="definition-preview">
        <Title order={2} size="h4" id="definition-preview" mb="sm">
          {t('staff.surveys.preview')}
        </Title>
        <Stack>
          {problems.length > 0 ? (
            <Text size="sm">{t('staff.surveys.noPreview')}</Text>
          ) : (
            <SurveyForm definition={value} answers={preview} onChange={setPreview} onSubmit={noop} />
          )}
        </Stack>
      </Card>
      <ConfirmDialog
        opened={resetting}
        title={t('staff.surveys.resetTitle', { form: t(`staff.forms.${form}`) })}
        text={t('staff.surveys.resetText')}
        confirmLabel={t('staff.surveys.reset')}
        cancelLabel={t('staff.cancel')}
        onCancel={() => setResetting(false)}
        onConfirm={() => {
          setResetting(false);
          save.mutate({ form });
        }}
      />
    </SimpleGrid>
  );
}
