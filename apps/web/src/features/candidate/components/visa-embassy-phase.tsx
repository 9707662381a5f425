import { Alert, Button, Checkbox, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { embassyAppointmentBodySchema } from '@school/domain/candidate/contracts/update-visa';
import type { Visa } from '@school/domain/candidate/visa';
import { canModifyPhase, isVisaPhaseSaved } from '@school/domain/candidate/visa';
import { formatDate } from '@school/domain/format/date';
import type { SchoolClock } from '@school/domain/shared/clock';
import { DATE_MAX, TEXT_MAX } from '@school/domain/shared/limits';
import { IconAlertCircle, IconPencil } from '@tabler/icons-react';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/error-text';
import { fieldErrorsText, zodResolver } from '../../../lib/zod-resolver';
import { useUpdateVisa } from '../api/update-visa';
import { DetailsList } from './details-list';

interface EmbassyValues {
  appointmentDate: string;
  embassyName: string;
  embassyAddress: string;
  acceptance: boolean;
}

/**
 * Phase 1, embassy appointment: "needs embassy date (min today), name and address (forced
 * uppercase) and acceptance checked"; saving sets "Attesa visto ambasciata". Once saved it is
 * locked; Modifica re-opens it only while the appointment is not past.
 */
export function VisaEmbassyPhase({
  visa,
  clock,
  onSaved,
}: {
  visa: Visa;
  clock: SchoolClock;
  onSaved: (visa: Visa) => void;
}) {
  const { t } = useTranslation('candidate');
  const errorText = useErrorText();
  const update = useUpdateVisa();
  const isSaved = isVisaPhaseSaved(visa, 1);
  const canModify = canModifyPhase(visa, 1, clock);
  const [isEditing, setIsEditing] = useState(!isSaved);
  const schema = embassyAppointmentBodySchema(clock.today);

  // Save waits until the form is valid: each field says what is wrong as soon as it is left.
  const form = useForm<EmbassyValues>({
    mode: 'controlled',
    validateInputOnBlur: true,
    initialValues: {
      appointmentDate: visa.embassyAppointmentDate ?? '',
      embassyName: visa.embassyName ?? '',
      embassyAddress: visa.embassyAddress ?? '',
      acceptance: visa.acceptance,
    },
    validate: zodResolver<EmbassyValues>(schema),
  });

  const upper = (field: 'embassyName' | 'embassyAddress') => ({
    ...form.getInputProps(field),
    maxLength: TEXT_MAX,
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      form.setFieldValue(field, event.currentTarget.value.toUpperCase()),
  });

  const handleSave = (values: EmbassyValues) => {
    update.mutate(
      { phase: 'embassy', body: schema.parse(values) },
      {
        onSuccess: ({ visa: saved }) => {
          setIsEditing(false);
          onSaved(saved);
        },
        onError: (error) => {
          if (isApiError(error) && error.fields) form.setErrors(fieldErrorsText(error.fields));
        },
      },
    );
  };

  if (!isEditing) {
    return (
      <Stack gap="md">
        <DetailsList
          items={[
            {
              id: 'appointmentDate',
              label: t('visa.fields.appointmentDate'),
              value: formatDate(visa.embassyAppointmentDate),
            },
            { id: 'embassyName', label: t('visa.fields.embassyName'), value: visa.embassyName ?? '' },
            {
              id: 'embassyAddress',
              label: t('visa.fields.embassyAddress'),
              value: visa.embassyAddress ?? '',
            },
            {
              id: 'acceptance',
              label: t('visa.fields.acceptanceShort'),
              value: visa.acceptance ? t('visa.yes') : t('visa.no'),
            },
          ]}
        />
        <Group>
          <Button
            variant="default"
            leftSection={<IconPencil size={16} aria-hidden="true" />}
            disabled={!canModify}
            onClick={() => {
              update.reset();
              setIsEditing(true);
            }}
          >
            {t('visa.modify')}
          </Button>
          {!canModify && <Text size="sm">{t('visa.embassyPast')}</Text>}
        </Group>
      </Stack>
    );
  }

  return (
    <form onSubmit={form.onSubmit(handleSave)} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            type="date"
            label={t('visa.fields.appointmentDate')}
            min={clock.today}
            max={DATE_MAX}
            required
            {...form.getInputProps('appointmentDate')}
          />
          <TextInput label={t('visa.fields.embassyName')} required {...upper('embassyName')} />
          <TextInput label={t('visa.fields.embassyAddress')} required {...upper('embassyAddress')} />
        </SimpleGrid>
        <Checkbox
          label={t('visa.fields.acceptance')}
          required
          {...form.getInputProps('acceptance', { type: 'checkbox' })}
        />
        {update.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
            {errorText(update.error)}
          </Alert>
        )}
        <Group>
          {/* Like every form of the portal: Save waits until the required fields are valid. */}
          <Button type="submit" loading={update.isPending} disabled={!schema.safeParse(form.values).success}>
            {t('visa.save')}
          </Button>
          {isSaved && (
            <Button
              variant="default"
              onClick={() => {
                form.reset();
                setIsEditing(false);
              }}
            >
              {t('visa.cancel')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
