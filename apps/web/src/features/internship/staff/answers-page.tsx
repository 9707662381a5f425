import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { StageAnswers } from '@school/domain/internship/contracts/staff-internship';
import type { StageSurvey } from '@school/domain/internship/stage';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsoleList } from '../../../components/console/list-page';
import { RecordSection } from '../../../components/console/record-page';
import { StaffPage } from '../../../components/console/staff-page';
import { StaffTable, type StaffTableColumn } from '../../../components/console/staff-table';
import { useTableQuery } from '../../../components/console/use-table-query';
import { useLocale } from '../../../hooks/use-locale';
import { answersCsvUrl, useStageAnswers } from './api/get-stage-answers';
import { EditionFormSelect, useChosenEdition } from './edition-select';

type Row = StageAnswers['rows'][number];
type Question = StageAnswers['summary'][number];

/**
 * The answers of a form across an edition's stages (Stage): one row per student who sent it, one
 * column per question; the CSV of the same table; and the summary of each question (how many
 * answered, the spread over its choices, the average of the rating scales).
 */
export default function AnswersPage() {
  const { t } = useTranslation('internship');
  const { t: ts, i18n } = useTranslation('survey');
  const locale = useLocale();
  const { edition } = useChosenEdition();
  const [form, setForm] = useState<StageSurvey>('midSurvey');
  const { data, isFetching } = useStageAnswers(edition, form);
  const controls = useTableQuery([] as const);
  // A label is a catalogue key of the survey namespace, or the text itself.
  const label = (key: string | null) =>
    key && i18n.exists(key, { ns: 'survey' }) ? ts(key as 'submit') : (key ?? '');
  const average = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });

  const columns: StaffTableColumn<Row>[] = [
    {
      accessor: 'student',
      title: t('staff.answers.student'),
      render: (row) => `${row.student.lastName} ${row.student.firstName}`.trim() || row.student.email,
    },
    ...(data?.columns ?? []).map(
      (column): StaffTableColumn<Row> => ({
        accessor: `answers.${column.fieldName}`,
        title: label(column.label),
        render: (row) => row.answers[column.fieldName] || '—',
      }),
    ),
  ];

  return (
    <StaffPage title={t('staff.answers.title')} intro={t('staff.answers.intro')}>
      <EditionFormSelect form={form} onForm={setForm}>
        {edition && (
          <Anchor href={answersCsvUrl(edition, form)} download>
            <Group gap={4}>
              <IconDownload size={16} aria-hidden />
              {t('staff.answers.csv')}
            </Group>
          </Anchor>
        )}
      </EditionFormSelect>
      <ConsoleList<Row, never>
        label={t('staff.answers.tableLabel', { form: t(`staff.forms.${form}`) })}
        list={{ records: edition ? data?.rows : [], fetching: isFetching }}
        columns={columns}
        controls={controls}
        idAccessor="stageId"
        emptyText={t('staff.answers.empty')}
      />
      {data && data.summary.length > 0 && (
        <RecordSection id="answers-summary" title={t('staff.answers.summary', { count: data.rows.length })}>
          <StaffTable<Question, never>
            label={t('staff.answers.summary', { count: data.rows.length })}
            records={data.summary}
            idAccessor="fieldName"
            columns={[
              { accessor: 'label', title: t('staff.answers.question'), render: (q) => label(q.label) },
              { accessor: 'answered', title: t('staff.answers.answered') },
              {
                accessor: 'choices',
                title: t('staff.answers.spread'),
                render: (q) =>
                  q.choices.length === 0 ? (
                    '—'
                  ) : (
                    <Stack gap={0}>
                      {q.choices.map((c) => (
                        <Text key={c.value} size="sm">
                          {`${c.label ? label(c.label) : c.value === 'Si' ? ts('yes') : c.value === 'No' ? ts('no') : c.value}: ${c.count}`}
                        </Text>
                      ))}
                    </Stack>
                  ),
              },
              {
                accessor: 'average',
                title: t('staff.answers.average'),
                render: (q) => (q.average === null ? '—' : average.format(q.average)),
              },
            ]}
          />
        </RecordSection>
      )}
    </StaffPage>
  );
}
