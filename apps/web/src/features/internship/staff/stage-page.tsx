import {
  Anchor,
  Button,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { formatDate, formatDateTime } from '@school/domain/format/date';
import {
  STAGE_DETAIL_FIELDS,
  STAGE_TEXT_MAX,
  type StaffStage,
  type StageDetailField,
  type UpdateStageInput,
} from '@school/domain/internship/contracts/staff-internship';
import { STAGE_STATUSES_SET_BY_STAFF, STAGE_SURVEYS } from '@school/domain/internship/stage';
import type { SurveyAnswers } from '@school/domain/survey/answers';
import { surveyForm } from '@school/domain/survey/forms';
import { IconMail } from '@tabler/icons-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorAlert, Notices, RecordSection } from '../../../components/console/record-page';
import { STAFF_DATE_RANGE, StaffDateInput } from '../../../components/console/staff-date-input';
import { StaffPage } from '../../../components/console/staff-page';
import { SurveyForm } from '../../../components/survey-form';
import { isApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/error-text';
import { useChangeStageStatus } from './api/change-stage-status';
import { useStaffStage } from './api/get-staff-stage';
import { useSaveStage } from './api/save-stage';
import { useSendEvaluationLink } from './api/send-evaluation-link';
import { internshipStaffPaths } from './internship-staff-paths';
import { StageDocuments } from './stage-documents';
import { periodText, StageStatusBadge } from './stages-page';

const DETAIL_FIELDS = STAGE_DETAIL_FIELDS;
type DetailField = StageDetailField;
const DATE_FIELDS: readonly DetailField[] = ['periodFrom', 'periodTo', 'examStartDate'];

const noop = () => {};

/**
 * One stage (Stage): its status (changed from the one read), the destination, tutor, period and
 * exam start (on the version read), its documents and the edition's, the three forms' answers as
 * the student sent them (read-only, through the survey renderer), the dossier, and the tutor's
 * evaluation: the link mailed to the tutor and, once sent, the evaluation.
 */
export default function StagePage() {
  const { t } = useTranslation('internship');
  const { id = '' } = useParams();
  const { data: stage, error } = useStaffStage(id);

  if (error) {
    return (
      <StaffPage title={t('staff.stage.title')}>
        <ErrorAlert error={error} />
      </StaffPage>
    );
  }
  if (!stage) return <Loader role="progressbar" aria-label={t('staff.loading')} />;
  const name = `${stage.student.firstName} ${stage.student.lastName}`.trim() || stage.student.email;
  return (
    <StaffPage
      title={t('staff.stage.titleOf', { name })}
      intro={
        <>
          {stage.edition ? `${stage.edition.courseName} · ${stage.edition.productCode} · ` : ''}
          <Anchor
            component={Link}
            underline="always"
            to={`${internshipStaffPaths.board}?edition=${stage.edition?.productCode ?? ''}`}
          >
            {t('staff.stage.back')}
          </Anchor>
        </>
      }
    >
      <StatusPanel stage={stage} />
      <DestinationForm stage={stage} />
      <StageDocuments
        owner={{ stageId: stage.id }}
        documents={stage.documents}
        title={t('staff.documents.title')}
      />
      <RecordSection id="stage-forms" title={t('staff.stage.forms')}>
        <Stack gap="lg">
          {STAGE_SURVEYS.map((form) => {
            const view = stage.forms[form];
            return (
              <Stack key={form} gap="xs" component="section" aria-label={t(`staff.forms.${form}`)}>
                <Title order={3} size="h5">
                  {t(`staff.forms.${form}`)}
                </Title>
                {view.completed ? (
                  <SurveyForm
                    definition={view.definition}
                    answers={view.savedAnswers as SurveyAnswers}
                    readOnly
                    onChange={noop}
                    onSubmit={noop}
                  />
                ) : (
                  <Text size="sm">{t('staff.stage.notSent')}</Text>
                )}
              </Stack>
            );
          })}
        </Stack>
      </RecordSection>
      <RecordSection id="stage-dossier" title={t('staff.stage.dossier')}>
        {stage.dossier ? (
          <Anchor href={stage.dossier.url} download={stage.dossier.fileName}>
            {t('staff.stage.dossierFile', {
              name: stage.dossier.fileName,
              at: formatDateTime(stage.dossier.uploadedAt),
            })}
          </Anchor>
        ) : (
          <Text size="sm">{t('staff.stage.noDossier')}</Text>
        )}
      </RecordSection>
      <Evaluation stage={stage} />
    </StaffPage>
  );
}

function StatusPanel({ stage }: { stage: StaffStage }) {
  const { t } = useTranslation('internship');
  const change = useChangeStageStatus(stage.id);
  const [to, setTo] = useState<string>(String(stage.status));
  useEffect(() => setTo(String(stage.status)), [stage.status]);
  return (
    <RecordSection id="stage-status" title={t('staff.stage.status')}>
      <Group align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Text size="sm">{t('staff.stage.currentStatus')}</Text>
          <StageStatusBadge status={stage.status} />
        </Stack>
        <Select
          label={t('staff.stage.newStatus')}
          data={STAGE_STATUSES_SET_BY_STAFF.map((s) => ({
            value: String(s),
            label: t(`staff.statuses.${s}`),
          }))}
          value={to}
          onChange={(value) => value && setTo(value)}
          allowDeselect={false}
          w={{ base: '100%', sm: 280 }}
        />
        <Button
          disabled={Number(to) === stage.status}
          loading={change.isPending}
          onClick={() => change.mutate({ from: stage.status, to: Number(to) })}
        >
          {t('staff.stage.changeStatus')}
        </Button>
      </Group>
      {stage.personStageStatus !== stage.status && (
        <Text size="sm" c="gray.7" mt="xs">
          {t('staff.stage.personStatus', { status: stage.personStageStatus })}
        </Text>
      )}
      <Notices
        under
        message={change.isSuccess && !change.isPending && t('staff.stage.statusChanged')}
        error={change.error}
      />
    </RecordSection>
  );
}

const formOf = (stage: StaffStage): Record<DetailField, string> =>
  Object.fromEntries(DETAIL_FIELDS.map((field) => [field, stage[field] ?? ''])) as Record<
    DetailField,
    string
  >;

function DestinationForm({ stage }: { stage: StaffStage }) {
  const { t } = useTranslation('internship');
  const errorText = useErrorText();
  const save = useSaveStage(stage.id);
  const [values, setValues] = useState(() => formOf(stage));
  const [saved, setSaved] = useState(false);
  const formId = useId();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new version of the record is the dependency
  useEffect(() => setValues(formOf(stage)), [stage.version]);
  const fieldErrors = isApiError(save.error) ? (save.error.fields ?? {}) : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const body: UpdateStageInput = { version: stage.version, ...values };
    save.mutate(body, { onSuccess: () => setSaved(true) });
  };

  return (
    <RecordSection id={`${formId}-title`} title={t('staff.stage.destination')}>
      <form onSubmit={submit} noValidate>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {DETAIL_FIELDS.map((field) => {
            const label = t(`staff.fields.${field}`);
            const error = fieldErrors[field] ? errorText(fieldErrors[field]) : null;
            const set = (value: string) => setValues((current) => ({ ...current, [field]: value }));
            // Dates in the page's language, as every date of the console (not the browser's format).
            return DATE_FIELDS.includes(field) ? (
              <StaffDateInput
                key={field}
                label={label}
                {...STAFF_DATE_RANGE}
                value={values[field]}
                onChange={set}
                error={error}
              />
            ) : (
              <TextInput
                key={field}
                label={label}
                type={field === 'tutorEmail' ? 'email' : 'text'}
                value={values[field]}
                maxLength={STAGE_TEXT_MAX}
                onChange={(event) => set(event.currentTarget.value)}
                error={error}
              />
            );
          })}
        </SimpleGrid>
        <Group mt="md">
          <Button type="submit" loading={save.isPending}>
            {t('staff.stage.save')}
          </Button>
          <Text size="sm" c="gray.7">
            {periodText(stage.periodFrom, stage.periodTo)}
          </Text>
        </Group>
        <Notices under message={saved && !save.isPending && t('staff.stage.saved')} error={save.error} />
      </form>
    </RecordSection>
  );
}

function Evaluation({ stage }: { stage: StaffStage }) {
  const { t } = useTranslation('internship');
  const send = useSendEvaluationLink(stage.id);
  const evaluation = stage.evaluation;
  return (
    <RecordSection id="stage-evaluation" title={t('staff.evaluation.title')}>
      <Stack gap="sm">
        {evaluation ? (
          <Text size="sm">
            {t(`staff.evaluation.state.${evaluation.state}`, {
              email: evaluation.tutorEmail,
              sentAt: formatDateTime(evaluation.sentAt),
              expiresAt: formatDate(evaluation.expiresAt),
              submittedAt: evaluation.submittedAt ? formatDateTime(evaluation.submittedAt) : '',
            })}
          </Text>
        ) : (
          <Text size="sm">{t('staff.evaluation.none')}</Text>
        )}
        {evaluation?.state !== 'submitted' && (
          <Group>
            <Button
              leftSection={<IconMail size={16} aria-hidden />}
              loading={send.isPending}
              disabled={!stage.tutorEmail}
              onClick={() => send.mutate()}
            >
              {evaluation ? t('staff.evaluation.sendAgain') : t('staff.evaluation.send')}
            </Button>
            {!stage.tutorEmail && (
              <Text size="sm" c="gray.7">
                {t('staff.evaluation.needsEmail')}
              </Text>
            )}
          </Group>
        )}
        <Notices
          message={
            send.isSuccess && !send.isPending && t('staff.evaluation.sent', { email: stage.tutorEmail ?? '' })
          }
          error={send.error}
        />
        {evaluation?.answers && (
          <SurveyForm
            definition={surveyForm('tutorEvaluation')}
            answers={evaluation.answers as SurveyAnswers}
            readOnly
            onChange={noop}
            onSubmit={noop}
          />
        )}
      </Stack>
    </RecordSection>
  );
}
