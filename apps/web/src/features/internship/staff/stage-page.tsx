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
  UpdateStageBodySchema,
} from '@school/domain/internship/contracts/staff-internship';
import { STAGE_STATUSES_SET_BY_STAFF, STAGE_SURVEYS } from '@school/domain/internship/stage';
import type { SurveyAnswers } from '@school/domain/survey/answers';
import { surveyForm } from '@school/domain/survey/forms';
import { IconMail } from '@tabler/icons-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useRecordForm } from '../../../components/console/record-form';
import { ErrorAlert, Notices, RecordSection } from '../../../components/console/record-page';
import { STAFF_DATE_RANGE, StaffDateInput } from '../../../components/console/staff-date-input';
import { StaffPage } from '../../../components/console/staff-page';
import { SurveyForm } from '../../../components/survey-form';
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
  const save = useSaveStage(stage.id);
  const [saved, setSaved] = useState(false);
  const formId = useId();
  const { form, onSubmit, error, saving } = useRecordForm({
    record: stage,
    initialValues: formOf(stage),
    // The stage exists already: the change's contract, with the version read, checks every save.
    create: UpdateStageBodySchema,
    update: UpdateStageBodySchema,
    toBody: (values: Record<DetailField, string>) => values,
    variables: (body) => body,
    save,
    onSaved: () => setSaved(true),
  });
  // A new version of the record (saved here, or read again) is what the form shows from then on.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new version of the record is the dependency
  useEffect(() => {
    form.setInitialValues(formOf(stage));
    form.setValues(formOf(stage));
  }, [stage.version]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    setSaved(false);
    onSubmit(event);
  };

  return (
    <RecordSection id={`${formId}-title`} title={t('staff.stage.destination')}>
      <form onSubmit={submit} noValidate>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {DETAIL_FIELDS.map((field) =>
            // Dates in the page's language, as every date of the console (not the browser's format).
            DATE_FIELDS.includes(field) ? (
              <StaffDateInput
                key={field}
                label={t(`staff.fields.${field}`)}
                {...STAFF_DATE_RANGE}
                {...form.getInputProps(field)}
              />
            ) : (
              <TextInput
                key={field}
                label={t(`staff.fields.${field}`)}
                type={field === 'tutorEmail' ? 'email' : 'text'}
                maxLength={STAGE_TEXT_MAX}
                {...form.getInputProps(field)}
              />
            ),
          )}
        </SimpleGrid>
        <Group mt="md">
          <Button type="submit" loading={saving}>
            {t('staff.stage.save')}
          </Button>
          <Text size="sm" c="gray.7">
            {periodText(stage.periodFrom, stage.periodTo)}
          </Text>
        </Group>
        <Notices under message={saved && !saving && t('staff.stage.saved')} error={error} />
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
