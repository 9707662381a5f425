import { Alert, Button, Group, List, Select, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import type { StaffSurveyDefinition } from '@school/domain/internship/contracts/staff-internship';
import type { StageSurvey, StageSurveyReadyForm } from '@school/domain/internship/stage';
import type { SurveyAnswers } from '@school/domain/survey/answers';
import { checkDefinition, type DefinitionProblem } from '@school/domain/survey/definition';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Notices, RecordSection } from '../../../components/console/record-page';
import { StaffPage } from '../../../components/console/staff-page';
import { SurveyForm } from '../../../components/survey-form';
import { isApiError } from '../../../lib/api-client';
import { useSurveyDefinitions } from './api/get-survey-definitions';
import { useSaveDefinition } from './api/save-survey-definition';
import { EditionFormSelect, useChosenEdition } from './edition-select';

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
 * applies), a live preview through the survey renderer, saving, and putting one of the form's
 * ready definitions in place after a confirmation (the preferences step: the generic form, CSCI or
 * ICPU2; the course's own preselected).
 */
export default function SurveysPage() {
  const { t } = useTranslation('internship');
  const { edition } = useChosenEdition();
  const [form, setForm] = useState<StageSurvey>('preferences');
  const { data } = useSurveyDefinitions(edition);
  const chosen = data?.forms.find((f) => f.form === form);
  return (
    <StaffPage title={t('staff.surveys.title')} intro={t('staff.surveys.intro')}>
      <EditionFormSelect form={form} onForm={setForm} />
      {edition && data && chosen && (
        <DefinitionEditor
          key={`${edition}-${form}-${data.updatedAt ?? ''}`}
          edition={edition}
          form={form}
          stored={chosen.stored ?? null}
          ready={chosen}
        />
      )}
    </StaffPage>
  );
}

type ReadyForms = Pick<StaffSurveyDefinition, 'readyForms' | 'defaultForm' | 'currentForm'>;

function DefinitionEditor({
  edition,
  form,
  stored,
  ready,
}: {
  edition: string;
  form: StageSurvey;
  stored: unknown;
  ready: ReadyForms;
}) {
  const { t } = useTranslation('internship');
  const save = useSaveDefinition(edition);
  const initial = stored === null ? '' : JSON.stringify(stored, null, 2);
  const [text, setText] = useState(initial);
  const [chosenReady, setChosenReady] = useState<StageSurveyReadyForm>(
    ready.currentForm ?? ready.defaultForm,
  );
  const [resetting, setResetting] = useState(false);
  const readyName = (name: StageSurveyReadyForm) =>
    name === ready.defaultForm
      ? t('staff.surveys.readyDefault', { name: t(`readyForms.${name}`) })
      : t(`readyForms.${name}`);
  const [preview, setPreview] = useState<SurveyAnswers>({});
  useEffect(() => setText(initial), [initial]);
  const { value, problems } = useMemo(() => definitionProblems(text), [text]);
  // The problems of the text being typed, then those the server found in the text it refused.
  const shownProblems = [
    ...problems.slice(0, 20).map((p) => [`typed-${p.path}-${p.code}`, p] as const),
    ...Object.entries(isApiError(save.error) ? (save.error.fields ?? {}) : {}).map(
      ([path, code]) => [`refused-${path}`, { path, code }] as const,
    ),
  ];
  const problemText = (code: string): string =>
    t(`staff.surveys.problems.${PROBLEM_KEYS[code] ?? 'request_invalid'}`);

  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }}>
      <RecordSection
        id="definition-editor"
        title={t('staff.surveys.editor', { form: t(`staff.forms.${form}`) })}
      >
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
        <Notices
          under
          message={save.isSuccess && !save.isPending && t('staff.surveys.saved')}
          error={save.error}
        >
          {shownProblems.length > 0 && (
            <List size="sm" c="red.9">
              {shownProblems.map(([key, p]) => (
                <List.Item key={key}>
                  {p.path}: {problemText(p.code)}
                </List.Item>
              ))}
            </List>
          )}
        </Notices>
        <Group mt="md">
          <Button
            disabled={problems.length > 0 || text === initial}
            loading={save.isPending && save.variables?.definition !== undefined}
            onClick={() => save.mutate({ form, definition: value })}
          >
            {t('staff.surveys.save')}
          </Button>
        </Group>
        <Group mt="lg" align="flex-end" wrap="wrap">
          <Select
            label={t('staff.surveys.ready')}
            description={
              ready.currentForm
                ? t('staff.surveys.inUse', { name: t(`readyForms.${ready.currentForm}`) })
                : t('staff.surveys.inUseOwn')
            }
            data={ready.readyForms.map((name) => ({ value: name, label: readyName(name) }))}
            value={chosenReady}
            onChange={(value) => value && setChosenReady(value as StageSurveyReadyForm)}
            allowDeselect={false}
            w={{ base: '100%', sm: 400 }}
          />
          <Button
            variant="light"
            loading={save.isPending && save.variables?.definition === undefined}
            onClick={() => setResetting(true)}
          >
            {t('staff.surveys.useReady')}
          </Button>
        </Group>
      </RecordSection>
      <RecordSection id="definition-preview" title={t('staff.surveys.preview')}>
        <Stack>
          {problems.length > 0 ? (
            <Text size="sm">{t('staff.surveys.noPreview')}</Text>
          ) : (
            <SurveyForm definition={value} answers={preview} onChange={setPreview} onSubmit={noop} />
          )}
        </Stack>
      </RecordSection>
      <ConfirmDialog
        opened={resetting}
        title={t('staff.surveys.useReadyTitle', {
          name: t(`readyForms.${chosenReady}`),
          form: t(`staff.forms.${form}`),
        })}
        text={t('staff.surveys.useReadyText')}
        confirmLabel={t('staff.surveys.useReady')}
        cancelLabel={t('staff.cancel')}
        onCancel={() => setResetting(false)}
        onConfirm={() => {
          setResetting(false);
          save.mutate({ form, ready: chosenReady });
        }}
      />
    </SimpleGrid>
  );
}
