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
import { statusBar } from '@school/domain/candidate/status-bar';
import { VISA_RECORD_TYPES } from '@school/domain/candidate/visa';
import { formatDate, formatDateTime } from '@school/domain/format/date';
import { centsToEuro, formatEuro } from '@school/domain/format/money';
import { STATUS_FIELDS, type StatusField, statusChoices } from '@school/domain/staff/application-status';
import type { GetStaffApplicationResponse } from '@school/domain/staff/contracts/get-application';
import { INSTALMENT_NUMBER_MAX } from '@school/domain/staff/contracts/instalments';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { RecordHistory } from '../../../components/console/record-history';
import { STAFF_DATE_RANGE, StaffDateInput } from '../../../components/console/staff-date-input';
import { StaffPage } from '../../../components/console/staff-page';
import { StaffTable } from '../../../components/console/staff-table';
import { staffPath } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/error-text';
import { StatusBar } from '../../candidate/components/status-bar';
import { type ApplicationChange, useApplicationChange } from './api/change-application';
import { useCourseBillingState } from './api/get-course-billing-state';
import { useStaffApplication } from './api/get-staff-application';
import { useStaffApplicationForm } from './api/get-staff-application-form';
import { ApplicationAnswers } from './application-answers';

type Instalment = GetStaffApplicationResponse['instalments'][number];
type Change = (change: ApplicationChange) => Promise<boolean>;

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

  const change: Change = async (request) => {
    setNotice(null);
    try {
      await mutation.mutateAsync(request);
      setNotice({ kind: 'saved', text: t('applications.detail.saved') });
      return true;
    } catch (failure) {
      setNotice(
        isApiError(failure, 'staff.staleRecord')
          ? { kind: 'stale', text: t('applications.detail.stale') }
          : { kind: 'error', text: errorText(failure) },
      );
      return false;
    }
  };

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
      <StatusForm key={application.version} data={data} change={change} busy={mutation.isPending} />
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
                  <Anchor href={`/api/staff/documents/${d.id}/file`} download underline="always">
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
      <Instalments key={`i-${data.instalments.map((i) => i.version).join()}`} data={data} change={change} />
      <Visa key={`v-${application.version}-${data.visa?.version ?? ''}`} data={data} change={change} />
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

/** The six status fields with the values of section 4, and "payments in order". */
function StatusForm({
  data,
  change,
  busy,
}: {
  data: GetStaffApplicationResponse;
  change: Change;
  busy: boolean;
}) {
  const { t } = useTranslation('staff');
  const { application } = data;
  const [values, setValues] = useState<Record<StatusField, string | null>>(
    () =>
      Object.fromEntries(STATUS_FIELDS.map((f) => [f, application[f]])) as Record<StatusField, string | null>,
  );
  const [payments, setPayments] = useState<string | null>(
    application.paymentsUpToDate === null ? null : String(application.paymentsUpToDate),
  );
  const save = () =>
    change({
      method: 'put',
      path: `/applications/${application.id}/status`,
      body: {
        ...Object.fromEntries(STATUS_FIELDS.map((f) => [f, values[f] ?? ''])),
        paymentsUpToDate: payments === null ? null : payments === 'true',
        version: application.version,
      },
    });
  return (
    <Section title={t('applications.detail.statuses')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {STATUS_FIELDS.map((field) => (
          <Select
            key={field}
            label={t(`applications.detail.fields.${field}`)}
            placeholder={t('applications.detail.none')}
            data={statusChoices(field, application[field])}
            value={values[field]}
            onChange={(value) => setValues((v) => ({ ...v, [field]: value }))}
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
          value={payments}
          onChange={setPayments}
          clearable
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="md">
        <Button onClick={() => void save()} loading={busy}>
          {t('applications.detail.saveStatuses')}
        </Button>
      </Group>
    </Section>
  );
}

/** Instalments: add one (unpaid), record or undo the payment of each. */
function Instalments({ data, change }: { data: GetStaffApplicationResponse; change: Change }) {
  const { t } = useTranslation('staff');
  const [number, setNumber] = useState('');
  const [amount, setAmount] = useState<number | string>('');
  const [dueDate, setDueDate] = useState('');
  const [paidOn, setPaidOn] = useState<Record<string, string>>({});
  const add = async () => {
    const ok = await change({
      method: 'post',
      path: `/applications/${data.application.id}/instalments`,
      body: { number, amountCents: Math.round(Number(amount) * 100), dueDate },
    });
    if (ok) {
      setNumber('');
      setAmount('');
      setDueDate('');
    }
  };
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
              render: (i) =>
                i.paymentDate ? (
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() =>
                      void change({
                        method: 'put',
                        path: `/instalments/${i.id}/payment`,
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
                      value={paidOn[i.id] ?? ''}
                      onChange={(value) => setPaidOn((p) => ({ ...p, [i.id]: value }))}
                    />
                    <Button
                      size="xs"
                      disabled={!paidOn[i.id]}
                      onClick={() =>
                        void change({
                          method: 'put',
                          path: `/instalments/${i.id}/payment`,
                          body: { isPaid: true, paymentDate: paidOn[i.id], version: i.version },
                        })
                      }
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
          value={number}
          maxLength={INSTALMENT_NUMBER_MAX}
          onChange={(e) => setNumber(e.currentTarget.value)}
        />
        <NumberInput
          label={t('applications.detail.instalment.amount')}
          value={amount}
          onChange={setAmount}
          min={0.01}
          decimalScale={2}
          decimalSeparator=","
          prefix="€ "
        />
        <StaffDateInput
          {...STAFF_DATE_RANGE}
          label={t('applications.detail.instalment.dueDate')}
          value={dueDate}
          onChange={setDueDate}
        />
        <Button onClick={() => void add()} disabled={!number.trim() || !amount || !dueDate}>
          {t('applications.detail.instalment.add')}
        </Button>
      </Group>
    </Section>
  );
}

/** The visa: enabled with its record type (or disabled), and the phase-4 appointment dates of a Visto D. */
function Visa({ data, change }: { data: GetStaffApplicationResponse; change: Change }) {
  const { t } = useTranslation('staff');
  const { application, visa } = data;
  const [recordType, setRecordType] = useState<string | null>(visa?.recordType ?? null);
  const [dates, setDates] = useState({
    permitAppointmentDate: visa?.permitAppointmentDate ?? '',
    postKitAppointmentDate: visa?.postKitAppointmentDate ?? '',
    fingerprintPhotoDate: visa?.fingerprintPhotoDate ?? '',
  });
  return (
    <Section title={t('applications.detail.visa')}>
      <Text mb="sm">
        {application.visaEnabled ? t('applications.detail.visaOn') : t('applications.detail.visaOff')}
      </Text>
      <Group align="flex-end" wrap="wrap">
        <Select
          label={t('applications.detail.recordType')}
          data={[...VISA_RECORD_TYPES]}
          value={recordType}
          onChange={setRecordType}
        />
        <Button
          disabled={!recordType}
          onClick={() =>
            void change({
              method: 'put',
              path: `/applications/${application.id}/visa`,
              body: { enabled: true, recordType, version: application.version },
            })
          }
        >
          {t('applications.detail.enableVisa')}
        </Button>
        {application.visaEnabled && (
          <Button
            variant="default"
            onClick={() =>
              void change({
                method: 'put',
                path: `/applications/${application.id}/visa`,
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
          {(['permitAppointmentDate', 'postKitAppointmentDate', 'fingerprintPhotoDate'] as const).map(
            (field) => (
              <StaffDateInput
                key={field}
                {...STAFF_DATE_RANGE}
                label={t(`applications.detail.visaDates.${field}`)}
                value={dates[field]}
                onChange={(value) => setDates((d) => ({ ...d, [field]: value }))}
              />
            ),
          )}
          <Button
            onClick={() =>
              void change({
                method: 'put',
                path: `/applications/${application.id}/visa/appointments`,
                body: {
                  permitAppointmentDate: dates.permitAppointmentDate || null,
                  postKitAppointmentDate: dates.postKitAppointmentDate || null,
                  fingerprintPhotoDate: dates.fingerprintPhotoDate || null,
                  version: visa.version,
                },
              })
            }
          >
            {t('applications.detail.saveVisaDates')}
          </Button>
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
              void change({
                method: 'put',
                path: `/applications/${application.id}/clothing`,
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
              void change({
                method: 'put',
                path: `/users/${application.userId}/billing/course`,
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
