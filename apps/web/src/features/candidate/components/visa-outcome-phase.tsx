import { Alert, Group, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type VisaOutcomeBody, visaOutcomeBodySchema } from '@school/domain/candidate/contracts/update-visa';
import { visaOutcome } from '@school/domain/candidate/visa';
import { formatDate } from '@school/domain/format/date';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DateField } from '../../../components/person-fields';
import { zodResolver } from '../../../lib/zod-resolver';
import { DetailsList } from './details-list';
import { useVisaPhaseForm, VisaPhaseActions, type VisaPhaseProps } from './visa-phase-form';

interface OutcomeValues {
  outcome: '' | 'granted' | 'refused';
  startDate: string;
  expiryDate: string;
  reason: string;
}

/** The schema's input for the chosen outcome (the fields of the other one are left out). */
function toInput(values: OutcomeValues): unknown {
  if (values.outcome === 'granted')
    return { outcome: 'granted', startDate: values.startDate, expiryDate: values.expiryDate };
  if (values.outcome === 'refused') return { outcome: 'refused', reason: values.reason };
  return { outcome: undefined };
}

/**
 * Phase 3, the outcome: "Granted needs start and expiry dates (min today); refusal needs a reason
 * (uppercase)". Sending asks "Una volta confermato non sarà più possibile modificare. Confermi?"
 * and the outcome is then locked; "If a refusal reason exists it shows as refused and saved."
 */
export function VisaOutcomePhase({ visa, clock, onSaved }: VisaPhaseProps) {
  const { t } = useTranslation('candidate');
  const [pending, setPending] = useState<VisaOutcomeBody | null>(null);
  const schema = visaOutcomeBodySchema(clock.today);
  const saved = visaOutcome(visa);

  const { form, upper, update, save } = useVisaPhaseForm<OutcomeValues>({
    initialValues: { outcome: '', startDate: '', expiryDate: '', reason: '' },
    validate: (values) => {
      if (values.outcome === '') return { outcome: t('visa.outcomeRequired') };
      return zodResolver<OutcomeValues>(schema, { toInput })(values);
    },
  });

  if (saved !== null) {
    return (
      <Stack gap="md">
        <Alert
          variant="light"
          color={saved === 'granted' ? 'green' : 'red'}
          icon={<IconLock aria-hidden="true" />}
          role="note"
        >
          {t(saved === 'granted' ? 'visa.outcomeGrantedLocked' : 'visa.outcomeRefusedLocked')}
        </Alert>
        <DetailsList
          items={
            saved === 'granted'
              ? [
                  { id: 'outcome', label: t('visa.fields.outcome'), value: t('visa.outcomes.granted') },
                  {
                    id: 'startDate',
                    label: t('visa.fields.startDate'),
                    value: formatDate(visa.visaStartDate),
                  },
                  {
                    id: 'expiryDate',
                    label: t('visa.fields.expiryDate'),
                    value: formatDate(visa.visaExpiryDate),
                  },
                ]
              : [
                  { id: 'outcome', label: t('visa.fields.outcome'), value: t('visa.outcomes.refused') },
                  { id: 'reason', label: t('visa.fields.reason'), value: visa.refusalReason ?? '' },
                ]
          }
        />
      </Stack>
    );
  }

  const handleSubmit = (values: OutcomeValues) => {
    const parsed = schema.safeParse(toInput(values));
    if (parsed.success) setPending(parsed.data);
  };

  const handleConfirm = () => {
    if (!pending) return;
    const body = pending;
    setPending(null);
    save({ phase: 'outcome', body }, onSaved);
  };

  const outcome = form.values.outcome;

  return (
    <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
      <Stack gap="md">
        <Radio.Group label={t('visa.fields.outcome')} required {...form.getInputProps('outcome')}>
          <Group mt="xs">
            <Radio value="granted" label={t('visa.outcomes.granted')} />
            <Radio value="refused" label={t('visa.outcomes.refused')} />
          </Group>
        </Radio.Group>
        {outcome === 'granted' && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DateField
              label={t('visa.fields.startDate')}
              min={clock.today}
              required
              {...form.getInputProps('startDate')}
            />
            <DateField
              label={t('visa.fields.expiryDate')}
              min={form.values.startDate || clock.today}
              required
              {...form.getInputProps('expiryDate')}
            />
          </SimpleGrid>
        )}
        {outcome === 'refused' && <TextInput label={t('visa.fields.reason')} required {...upper('reason')} />}
        <VisaPhaseActions
          update={update}
          canSubmit={schema.safeParse(toInput(form.values)).success}
          submitLabel={t('visa.confirmOutcome')}
        />
      </Stack>
      <ConfirmDialog
        opened={pending !== null}
        title={t('visa.confirmTitle')}
        text={t('visa.confirmText')}
        confirmLabel={t('visa.confirmYes')}
        cancelLabel={t('visa.confirmNo')}
        onConfirm={handleConfirm}
        onCancel={() => setPending(null)}
      />
    </form>
  );
}
