import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { statusBar } from '@school/domain/candidate/status-bar';
import { VISA_RECORD_TYPES } from '@school/domain/candidate/visa';
import { formatDate, formatDateTime } from '@school/domain/format/date';
import { centsToEuro, formatEuro } from '@school/domain/format/money';
import { STATUS_FIELDS, type StatusField, statusChoices } from '@school/domain/staff/application-status';
import type { GetStaffApplicationResponse } from '@school/domain/staff/contracts/get-application';
import {
  type AddInstalmentBody,
  AddInstalmentBodySchema,
  INSTALMENT_NUMBER_MAX,
  type RecordPaymentBody,
  RecordPaymentBodySchema,
} from '@school/domain/staff/contracts/instalments';
import {
  type UpdateApplicationStatusBody,
  UpdateApplicationStatusBodySchema,
} from '@school/domain/staff/contracts/update-application-status';
import {
  type EnableVisaBody,
  EnableVisaBodySchema,
  type SetVisaAppointmentsBody,
  SetVisaAppointmentsBodySchema,
} from '@school/domain/staff/contracts/visa';
import type { TFunction } from 'i18next';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import {
  type FormRecord,
  type SaveMutation,
  useRecordForm,
  useRowSave,
} from '../../../components/console/record-form';
import { RecordHistory } from '../../../components/console/record-history';
import { STAFF_DATE_RANGE, StaffDateInput } from '../../../components/console/staff-date-input';
import { StaffPage } from '../../../components/console/staff-page';
import { StaffTable } from '../../../components/console/staff-table';
import { staffPath } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/error-text';
import { StatusBar } from '../../candidate/components/status-bar';
import { applicationStatusText, valueKey, visaRecordTypeText } from '../../candidate/utils/value-labels';
import { staffDocumentFileUrl } from './api/application-staff-urls';
import { type ApplicationChange, useApplicationChange } from './api/change-application';
import { useCourseBillingState } from './api/get-course-billing-state';
import { useStaffApplication } from './api/get-staff-application';
import { useStaffApplicationForm } from './api/get-staff-application-form';
import { ApplicationAnswers } from './application-answers';

type Instalment = GetStaffApplicationResponse['instalments'][number];
type Change = (change: ApplicationChange) => void;
/** The page's one save: every form's change goes through it, and the page's notice says how it went. */
type PageSave = SaveMutation<unknown> & { mutateAsync(change: ApplicationChange): Promise<unknown> };

/**
 * One application as the secretariat works on it: the status bar as the candidate sees it, the six
 * status fields, the applicant's answers and files, the fee, instalments, visa, the clothing and
 * billing forms' opening, and the record's history. A change made on an old version (409) says so
 * and shows the record as it now is.
 */
export default function ApplicationPage() {
  const { id = '' } = useParams();
  return <ApplicationView id={id} />;
}

export function ApplicationView({ id }: { id: string }) {
  const { t } = useTranslation('staff');
  const errorText = useErrorText();
  const { data, error } = useStaffApplication(id);
  const form = useStaffApplicationForm(id);
  const mutation = useApplicationChange(id);
  const [notice, setNotice] = useState<{ kind: 'saved' | 'stale' | 'error'; text: string } | null>(null);

  // A refusal is thrown on to the form that sent it, which shows the server's refusals per field.
  const save: PageSave = {
    mutateAsync: async (request) => {
      setNotice(null);
      try {
        const saved = await mutation.mutateAsync(request);
        setNotice({ kind: 'saved', text: t('applications.detail.saved') });
        return saved;
      } catch (failure) {
        setNotice(
          isApiError(failure, 'staff.staleRecord')
            ? { kind: 'stale', text: t('applications.detail.stale') }
            : { kind: 'error', text: errorText(failure) },
        );
        throw failure;
      }
    },
    // The page's notice says what went wrong, once for every form.
    error: null,
    isPending: mutation.isPending,
  };
  // A change of no form (a button alone): the notice is all it shows.
  const change: Change = (request) => void save.mutateAsync(request).catch(() => {});

  if (error) {
    return (
      <StaffPage title={t('applications.detail.title')}>
        <Alert color="red">{errorText(error)}</Alert>
      </StaffPage>
    );
  }
  if (!data) return null;
  const { candidate, application } = data;
  const name = `${candidate.firstName} ${candidate.lastName}`.trim() || candidate.username;
  return (
    <StaffPage
      title={t('applications.detail.titleOf', { name })}
      intro={`${candidate.email} · ${application.courseName} ${application.editionName} (${application.courseCode})`}
    >
      <Anchor component={Link} to={staffPath('applications')}>
        {t('applications.detail.back')}
      </Anchor>
      {notice && (
        <Alert
          role={notice.kind === 'saved' ? 'status' : 'alert'}
          color={notice.kind === 'saved' ? 'green' : notice.kind === 'stale' ? 'yellow' : 'red'}
          withCloseButton
          onClose={() => setNotice(null)}
        >
          {notice.text}
        </Alert>
      )}
      <Section title={t('applications.detail.statusBar')}>
        <StatusBar
          icons={statusBar({
            generalStatus: application.generalStatus,
            editionStatus: application.editionStatus,
            enrolmentStatus: application.enrolmentStatus,
            completionStatus: application.completionStatus,
            paymentsUpToDate: application.paymentsUpToDate,
            documents: data.documents.map((d) => ({ status: d.status })),
            payments: data.instalments.map((i) => ({ paymentDate: i.paymentDate })),
          })}
        />
      </Section>
      <StatusForm key={application.version} data={data} save={save} />
      <Section title={t('applications.detail.fee')}>
        <Text>
          {form.data?.feePaidAt
            ? t('applications.detail.feePaidOn', { date: formatDateTime(form.data.feePaidAt) })
            : t('applications.feeNotPaid')}
          {form.data?.step !== null && form.data?.step !== undefined
            ? ` · ${t('applications.detail.stepReached', { step: form.data.step })}`
            : ''}
          {form.data?.submittedAt
            ? ` · ${t('applications.detail.submittedOn', { date: formatDateTime(form.data.submittedAt) })}`
            : ''}
        </Text>
      </Section>
      <Section title={t('applications.detail.answers')}>
        {form.data && <ApplicationAnswers data={form.data} />}
      </Section>
      <Section title={t('applications.detail.documents')}>
        {data.documents.length === 0 ? (
          <Text>{t('applications.detail.noDocuments')}</Text>
        ) : (
          <ul>
            {data.documents.map((d) => (
              <li key={d.id}>
                {d.hasFile ? (
                  <Anchor href={staffDocumentFileUrl(d.id)} download underline="always">
                    {d.name}
                  </Anchor>
                ) : (
                  d.name
                )}{' '}
                <Text span size="sm">
                  (
                  {t(`documents.states.${d.status}` as 'documents.states.Richiesto', {
                    defaultValue: d.status,
                  })}
                  )
                </Text>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Instalments
        key={`i-${data.instalments.map((i) => i.version).join()}`}
        data={data}
        save={save}
        change={change}
      />
      <Visa
        key={`v-${application.version}-${data.visa?.version ?? ''}`}
        data={data}
        save={save}
        change={change}
      />
      <Editing key={`e-${application.version}`} data={data} change={change} />
      <History table="applications" id={application.id} />
    </StaffPage>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder component="section" aria-label={title}>
      <Title order={2} size="h3" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

const PAYMENTS_CHOICES = ['true', 'false'] as const;

/** The six status fields as chosen: a status, or null (none); "payments in order" as 'true' / 'false'. */
type StatusValues = Record<StatusField | 'paymentsUpToDate', string | null>;

/**
 * A status field's value named in the interface language ("In validazione" → "Being validated"); it
 * is still saved as the school writes it. The application's status is named as in the candidate area
 * and the list of applications. A value the catalogue does not know is shown as it is.
 */
function statusValueText(
  t: TFunction<'staff'>,
  tCandidate: TFunction<'candidate'>,
  field: StatusField,
  value: string,
): string {
  if (field === 'applicationStatus') return applicationStatusText(tCandidate, value);
  return t(`applications.detail.statusValues.${field}.${valueKey(value)}` as 'applications.detail.none', {
    defaultValue: value,
  });
}

const statusValuesOf = (application: GetStaffApplicationResponse['application']): StatusValues =>
  Object.fromEntries([
    ...STATUS_FIELDS.map((f) => [f, application[f]]),
    ['paymentsUpToDate', application.paymentsUpToDate === null ? null : String(application.paymentsUpToDate)],
  ]) as StatusValues;

/** The six status fields with the values of section 4, and "payments in order". */
function StatusForm({ data, save }: { data: GetStaffApplicationResponse; save: PageSave }) {
  const { t } = useTranslation('staff');
  const { t: tCandidate } = useTranslation('candidate');
  const { application } = data;
  const { form, onSubmit, saving } = useRecordForm({
    record: application,
    initialValues: statusValuesOf(application),
    // The application exists: the change's contract, with the version read, checks every save.
    create: UpdateApplicationStatusBodySchema,
    update: UpdateApplicationStatusBodySchema,
    toBody: (values: StatusValues) => ({
      ...Object.fromEntries(STATUS_FIELDS.map((f) => [f, values[f] ?? ''])),
      paymentsUpToDate: values.paymentsUpToDate === null ? null : values.paymentsUpToDate === 'true',
    }),
    variables: (body) => ({
      change: 'status',
      id: application.id,
      body: body as UpdateApplicationStatusBody,
    }),
    save,
    onSaved: () => {},
  });
  return (
    <Section title={t('applications.detail.statuses')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {STATUS_FIELDS.map((field) => (
          <Select
            key={field}
            label={t(`applications.detail.fields.${field}`)}
            placeholder={t('applications.detail.none')}
            data={statusChoices(field, application[field]).map((value) => ({
              value,
              label: statusValueText(t, tCandidate, field, value),
            }))}
            {...form.getInputProps(field)}
            clearable
          />
        ))}
        <Select
          label={t('applications.detail.fields.paymentsUpToDate')}
          placeholder={t('applications.detail.unknown')}
          data={PAYMENTS_CHOICES.map((v) => ({
            value: v,
            label: v === 'true' ? t('applications.detail.yes') : t('applications.detail.no'),
          }))}
          {...form.getInputProps('paymentsUpToDate')}
          clearable
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="md">
        <Button onClick={() => onSubmit()} loading={saving}>
          {t('applications.detail.saveStatuses')}
        </Button>
      </Group>
    </Section>
  );
}

/** A new instalment as typed: the amount in euro, named as the body's field (its refusals go under it). */
interface NewInstalment {
  number: string;
  amountCents: number | string;
  dueDate: string;
}

const NO_INSTALMENT: NewInstalment = { number: '', amountCents: '', dueDate: '' };

/** The payment date typed on an unpaid instalment's row, with the version the row was read at. */
interface PaymentRow {
  id: string;
  version: string;
  paymentDate: string;
}

/** Instalments: add one (unpaid), record or undo the payment of each. */
function Instalments({
  data,
  save,
  change,
}: {
  data: GetStaffApplicationResponse;
  save: PageSave;
  change: Change;
}) {
  const { t } = useTranslation('staff');
  const adding = useRecordForm<NewInstalment, FormRecord, unknown>({
    record: null,
    initialValues: NO_INSTALMENT,
    create: AddInstalmentBodySchema,
    update: AddInstalmentBodySchema,
    toBody: (values) => ({
      number: values.number,
      amountCents: Math.round(Number(values.amountCents) * 100),
      dueDate: values.dueDate,
    }),
    variables: (body) => ({ change: 'instalment', id: data.application.id, body: body as AddInstalmentBody }),
    save,
    onSaved: () => adding.form.reset(),
  });
  const added = adding.form.values;
  const payments = useForm<{ rows: PaymentRow[] }>({
    mode: 'controlled',
    initialValues: { rows: data.instalments.map((i) => ({ id: i.id, version: i.version, paymentDate: '' })) },
  });
  const recordPayment = useRowSave<{ rows: PaymentRow[] }, PaymentRow, unknown>(payments, {
    list: 'rows',
    contract: RecordPaymentBodySchema,
    toBody: (row) => ({ isPaid: true, paymentDate: row.paymentDate, version: row.version }),
    save,
    variables: (body, row) => ({ change: 'payment', id: row.id, body: body as RecordPaymentBody }),
    onSaved: () => {},
  });
  return (
    <Section title={t('applications.detail.instalments')}>
      {data.instalments.length > 0 && (
        <StaffTable<Instalment, never>
          label={t('applications.detail.instalments')}
          records={data.instalments}
          idAccessor="id"
          columns={[
            { accessor: 'number', title: t('applications.detail.instalment.number') },
            {
              accessor: 'amountCents',
              title: t('applications.detail.instalment.amount'),
              render: (i) => formatEuro(centsToEuro(i.amountCents)),
            },
            {
              accessor: 'dueDate',
              title: t('applications.detail.instalment.dueDate'),
              render: (i) => formatDate(i.dueDate),
            },
            {
              accessor: 'paymentDate',
              title: t('applications.detail.instalment.paymentDate'),
              render: (i) => (i.paymentDate ? formatDate(i.paymentDate) : '—'),
            },
            {
              accessor: 'action',
              title: t('applications.detail.instalment.action'),
              render: (i, index) =>
                i.paymentDate ? (
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() =>
                      change({
                        change: 'payment',
                        id: i.id,
                        body: { isPaid: false, paymentDate: null, version: i.version },
                      })
                    }
                  >
                    {t('applications.detail.instalment.undo')}
                  </Button>
                ) : (
                  <Group gap="xs" wrap="nowrap">
                    <StaffDateInput
                      {...STAFF_DATE_RANGE}
                      size="xs"
                      aria-label={t('applications.detail.instalment.paidOnOf', { number: i.number })}
                      {...payments.getInputProps(`rows.${index}.paymentDate`)}
                    />
                    <Button
                      size="xs"
                      disabled={!payments.values.rows[index]?.paymentDate}
                      onClick={() => void recordPayment(index)}
                    >
                      {t('applications.detail.instalment.record')}
                    </Button>
                  </Group>
                ),
            },
          ]}
        />
      )}
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label={t('applications.detail.instalment.number')}
          maxLength={INSTALMENT_NUMBER_MAX}
          {...adding.form.getInputProps('number')}
        />
        <NumberInput
          label={t('applications.detail.instalment.amount')}
          {...adding.form.getInputProps('amountCents')}
          min={0.01}
          decimalScale={2}
          decimalSeparator=","
          prefix="€ "
        />
        <StaffDateInput
          {...STAFF_DATE_RANGE}
          label={t('applications.detail.instalment.dueDate')}
          {...adding.form.getInputProps('dueDate')}
        />
        <Button
          onClick={() => adding.onSubmit()}
          disabled={!added.number.trim() || !added.amountCents || !added.dueDate}
        >
          {t('applications.detail.instalment.add')}
        </Button>
      </Group>
    </Section>
  );
}

/** The visa's dates of phase 4, as typed ('' while waiting). */
const VISA_DATES = ['permitAppointmentDate', 'postKitAppointmentDate', 'fingerprintPhotoDate'] as const;
type VisaDates = Record<(typeof VISA_DATES)[number], string>;

/** The visa: enabled with its record type (or disabled), and the phase-4 appointment dates of a Visto D. */
function Visa({ data, save, change }: { data: GetStaffApplicationResponse; save: PageSave; change: Change }) {
  const { t } = useTranslation('staff');
  const { t: tCandidate } = useTranslation('candidate');
  const { application, visa } = data;
  const enabling = useRecordForm<{ recordType: string | null }, FormRecord, unknown>({
    record: application,
    initialValues: { recordType: visa?.recordType ?? null },
    // The application exists: the change's contract, with the version read, checks every save.
    create: EnableVisaBodySchema,
    update: EnableVisaBodySchema,
    toBody: (values) => ({ enabled: true, recordType: values.recordType }),
    variables: (body) => ({ change: 'visa', id: application.id, body: body as EnableVisaBody }),
    save,
    onSaved: () => {},
  });
  const dating = useRecordForm<VisaDates, FormRecord, unknown>({
    record: visa,
    initialValues: {
      permitAppointmentDate: visa?.permitAppointmentDate ?? '',
      postKitAppointmentDate: visa?.postKitAppointmentDate ?? '',
      fingerprintPhotoDate: visa?.fingerprintPhotoDate ?? '',
    },
    // Shown only for a visa read: the change's contract, with the visa's version, checks every save.
    create: SetVisaAppointmentsBodySchema,
    update: SetVisaAppointmentsBodySchema,
    // An empty date is one still awaited (null).
    toBody: (values) => Object.fromEntries(VISA_DATES.map((field) => [field, values[field] || null])),
    variables: (body) => ({
      change: 'visaAppointments',
      id: application.id,
      body: body as SetVisaAppointmentsBody,
    }),
    save,
    onSaved: () => {},
  });
  return (
    <Section title={t('applications.detail.visa')}>
      <Text mb="sm">
        {application.visaEnabled ? t('applications.detail.visaOn') : t('applications.detail.visaOff')}
      </Text>
      <Group align="flex-end" wrap="wrap">
        <Select
          label={t('applications.detail.recordType')}
          data={VISA_RECORD_TYPES.map((type) => ({
            value: type,
            label: visaRecordTypeText(tCandidate, type),
          }))}
          {...enabling.form.getInputProps('recordType')}
        />
        <Button disabled={!enabling.form.values.recordType} onClick={() => enabling.onSubmit()}>
          {t('applications.detail.enableVisa')}
        </Button>
        {application.visaEnabled && (
          <Button
            variant="default"
            onClick={() =>
              change({
                change: 'visa',
                id: application.id,
                body: { enabled: false, version: application.version },
              })
            }
          >
            {t('applications.detail.disableVisa')}
          </Button>
        )}
      </Group>
      {visa && visa.recordType === 'Visto D' && (
        <Group align="flex-end" wrap="wrap" mt="md">
          {VISA_DATES.map((field) => (
            <StaffDateInput
              key={field}
              {...STAFF_DATE_RANGE}
              label={t(`applications.detail.visaDates.${field}`)}
              {...dating.form.getInputProps(field)}
            />
          ))}
          <Button onClick={() => dating.onSubmit()}>{t('applications.detail.saveVisaDates')}</Button>
        </Group>
      )}
    </Section>
  );
}

/** Opening and closing the clothing form and the course billing form. */
function Editing({ data, change }: { data: GetStaffApplicationResponse; change: Change }) {
  const { t } = useTranslation('staff');
  const { application } = data;
  const billing = useCourseBillingState(application.userId);
  const clothingOpen =
    application.clothingVisible && !application.clothingCompiled && !application.clothingSent;
  const billingState = billing.data?.state;
  const billingOpen = Boolean(
    billingState && billingState.requestingCount > 0 && !billingState.compiled && !billingState.sent,
  );
  return (
    <Section title={t('applications.detail.editing')}>
      <Stack>
        <Group justify="space-between">
          <Text>
            {clothingOpen ? t('applications.detail.clothingOpen') : t('applications.detail.clothingClosed')}
          </Text>
          <Button
            variant="default"
            onClick={() =>
              change({
                change: 'clothing',
                id: application.id,
                body: { open: !clothingOpen, version: application.version },
              })
            }
          >
            {clothingOpen ? t('applications.detail.close') : t('applications.detail.open')}
          </Button>
        </Group>
        <Group justify="space-between">
          <Text>
            {billingOpen ? t('applications.detail.billingOpen') : t('applications.detail.billingClosed')}
          </Text>
          <Button
            variant="default"
            disabled={!billing.data}
            onClick={() =>
              change({
                change: 'courseBilling',
                userId: application.userId,
                body: { open: !billingOpen, version: billing.data?.version ?? null },
              })
            }
          >
            {billingOpen ? t('applications.detail.close') : t('applications.detail.open')}
          </Button>
        </Group>
      </Stack>
    </Section>
  );
}

/** The record's history of changes by staff, newest first. */
function History({ table, id }: { table: string; id: string }) {
  const { t } = useTranslation('staff');
  return (
    <Section title={t('history.title')}>
      <RecordHistory records={[{ table, id }]} label={t('history.title')} />
    </Section>
  );
}
